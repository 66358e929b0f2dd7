"""Step 5 of the vocabulary: the fixed term model, selected from the merged counts.

:func:`select_terms` turns the corpus's merged word and phrase counts into a
:class:`TermModel`: the term list (display form, key, acronym, keyword flag and the
statistics behind it) and the look-ups :func:`analysis.terms.encode.encode` needs to
turn any chunk into document-term rows.  It is deterministic and depends on the counts
only, never on chunk boundaries or paper order.

One term may stand for several spellings, counted as one (a paper using any of them
uses the term):

- an acronym and the expansion the corpus defines for it (:mod:`analysis.terms.acronyms`):
  "GAN" and "generative adversarial networks" are one term, shown by its expansion,
  with ``acronym`` "GAN".  The expansion is the long form of at least half of the
  acronym's definitions, given by at least 2 papers.  The acronym is shown in the
  corpus's usual case of its word ("ReLU", "MoE") when that is written as a short form,
  else in capitals: a definition is always written so (:func:`analysis.terms.acronyms.
  is_short_form`), and where the same letters are mostly something else ("slip", "sea",
  "dT" of "decision trees (DTs)") their usual case is not the acronym's; the search finds
  an added acronym only as shown (:mod:`analysis.search.query`, "Case");
- an acronym and the long form its definitions give where no phrase can hold it
  ("simultaneous localization and mapping (SLAM)": :mod:`analysis.terms.expansions`), the
  long form counted where a paper writes it (:mod:`analysis.terms.long_forms`);
- spellings that differ by hyphens or spaces or a clipped last word (shown by the most
  used): "meta-learning" / "meta learning", "neural net" / "neural network".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from analysis.terms import termhood
from analysis.terms.acronyms import is_short_form
from analysis.terms.counting import Codes
from analysis.terms.display import WordForms, phrase_display, usual_spelling, word_forms
from analysis.terms.expansions import LONG_FORM, Part, acronym_joins, long_form_pieces
from analysis.terms.inflection import spelling_key
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords, parts
from analysis.terms.phrase_selection import select_phrases
from analysis.terms.termhood import base_lead_share, is_content, is_keyword, term_statistics
from analysis.terms.tokens import CONNECTOR_WORDS
from analysis.terms.word_counts import STATS, WordCounts
from analysis.text import fold


@dataclass(frozen=True)
class TermModel:
    """The corpus's terms and how to find them in any text.

    Attributes
    ----------
    terms : DataFrame
        Index ``term_id`` 0..V-1, sorted by key.  Columns: ``term`` (display form),
        ``key`` (normalised words), ``n_words``, ``acronym`` (the joined acronym as
        shown, "" if none), ``keyword`` (names a research subject, see
        :mod:`analysis.terms.termhood`), ``content`` (subject matter: topic columns),
        ``inside`` (words: the largest share of its occurrences inside one phrase),
        ``ridf``, ``lead_share``, ``end_share``, ``spellings`` (every key counted as this
        term, ``;``-separated), ``containers`` (phrases: the phrase terms one word longer
        that hold it).
    words : PhraseWords
        The words phrases are made of (ids used in phrase codes).
    word_columns : Series
        Word key -> term id, for every spelling of a single-word term and every acronym.
    phrase_codes, phrase_columns : dict level -> ndarray
        Sorted codes of the phrases of each level and their term ids.
    shown_words : Index
        The words of the terms' display forms, folded ("networks", "gaussian",
        "domain-invariant"), sorted: the papers holding each as written are recorded when
        the papers are encoded (:attr:`analysis.terms.Vocabulary.shown`).
    long_forms : Series
        Written long forms (:func:`~analysis.terms.expansions.long_form_pieces`:
        "simultaneous localization and mapping") -> the term id of their acronym.
    """

    terms: pd.DataFrame
    words: PhraseWords
    word_columns: pd.Series
    phrase_codes: dict[int, Codes] = field(repr=False)
    phrase_columns: dict[int, Codes] = field(repr=False)
    shown_words: pd.Index = field(repr=False, default_factory=lambda: pd.Index([], dtype=object))
    long_forms: pd.Series = field(repr=False, default_factory=lambda: pd.Series(dtype=np.int64))


def select_terms(words: WordCounts, levels: dict[int, PhraseCounts], phrase_words: PhraseWords,
                 min_df: int) -> TermModel:
    """The term model of a corpus from its merged counts (``levels``: level-1 word view
    and every counted phrase level, see :mod:`analysis.terms.phrase_selection`)."""
    kept = select_phrases(levels, words.n_tokens, min_df, phrase_words.bits)
    frequent = words.stats[words.stats["df"] >= min_df]
    parts_list = [Part(str(k), 1, -1, "", row, []) for k, row in
                  zip(frequent.index, frequent.to_numpy(dtype=np.int64), strict=True)]
    parts_list += _phrase_parts(levels, kept, phrase_words)
    by_key = {p.key: i for i, p in enumerate(parts_list)}
    joins = acronym_joins(words.acronyms, by_key, levels, phrase_words, min_df, parts_list,
                          words.surfaces)
    forms = word_forms(words.surfaces, _needed_words(parts_list, joins))
    for p in parts_list:
        p.shown = forms.usual.get(p.key, p.key) if p.level == 1 and p.code != LONG_FORM \
            else _phrase_shown(p, forms)
    groups = _groups(parts_list, joins)
    flags = _flags(parts_list, phrase_words, words.n_docs, base_lead_share(words.stats))
    return _assemble(parts_list, groups, joins, flags, forms, phrase_words)


def _phrase_parts(levels: dict[int, PhraseCounts], kept: dict[int, Codes],
                  phrase_words: PhraseWords) -> list[Part]:
    out = []
    for level, codes in kept.items():
        if codes.size == 0:
            continue
        counts = levels[level]
        at = np.searchsorted(counts.codes, codes)
        stats = counts.stats[at]
        for code, row, key in zip(codes, stats, _phrase_keys(codes, level, phrase_words),
                                  strict=True):
            tf = max(int(row[1]), 1)
            out.append(Part(key, level, int(code), "", row[:len(STATS)],
                             [int(x) / tf for x in row[len(STATS):]]))
    return out


def _phrase_keys(codes: Codes, level: int, phrase_words: PhraseWords) -> list[str]:
    """The key ("mixture of expert") of each phrase code."""
    columns = phrase_words.words_of(codes, level)
    connector = codes & 7
    out = []
    for i in range(codes.size):
        words = [str(c[i]) for c in columns]
        if connector[i]:
            slot, kind = divmod(int(connector[i]) - 1, 2)
            words.insert(slot + 1, CONNECTOR_WORDS[kind + 1])
        out.append(" ".join(words))
    return out


def _acronym_shown(short: str, forms: WordForms) -> str:
    """Acronym key ``short`` as shown: its usual form when that is a short form, else in
    capitals (module docstring; 61k: "SLIP", "SEA", not "slip", "sea")."""
    shown = forms.head(short)
    return shown if is_short_form(shown) else short.upper()


def _needed_words(parts_list: list[Part], joins: dict[str, int]) -> set[str]:
    needed = {w for p in parts_list for w in p.key.split()} | set(joins)
    return needed - set(CONNECTOR_WORDS.values())


def _phrase_shown(part: Part, forms: WordForms) -> str:
    words = part.key.split()
    if part.code == LONG_FORM:  # every word, in the key's order
        return phrase_display(words, None, [0.0] * len(words), forms)
    connector = None
    content = [w for w in words if w not in ("of", "to")]
    for j, w in enumerate(words):
        if w in ("of", "to") and 0 < j < len(words) - 1:
            connector = (j - 1, w)
    return phrase_display(content, connector, part.plural, forms)


def _groups(parts_list: list[Part], joins: dict[str, int]) -> list[list[int]]:
    """Parts counted as one term: an acronym with its expansion, spellings of one key
    (:func:`~analysis.terms.inflection.spelling_key`).  Each group's representative first."""
    parent = list(range(len(parts_list)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    by_compact: dict[str, int] = {}
    for i, p in enumerate(parts_list):
        compact = spelling_key(p.key)
        if compact in by_compact:
            parent[root(i)] = root(by_compact[compact])
        else:
            by_compact[compact] = i
    by_key = {p.key: i for i, p in enumerate(parts_list)}
    for short, target in joins.items():
        if short in by_key:
            parent[root(by_key[short])] = root(target)
    members: dict[int, list[int]] = {}
    for i in range(len(parts_list)):
        members.setdefault(root(i), []).append(i)
    expansions = set(joins.values())
    out = []
    for group in members.values():
        group.sort(key=lambda i: (i not in expansions, -int(parts_list[i].stats[0]),
                                  parts_list[i].key))
        out.append(group)
    return out


def _flags(parts_list: list[Part], phrase_words: PhraseWords, n_docs: int,
           base_lead: float) -> pd.DataFrame:
    """Per part: termhood statistics, ``inside``, ``keyword`` and ``content``."""
    stats = pd.DataFrame(np.array([p.stats for p in parts_list], dtype=np.int64).reshape(
        len(parts_list), len(STATS)), columns=list(STATS))
    flags = term_statistics(stats, n_docs, base_lead, [p.key for p in parts_list])
    n_words = np.array([p.level for p in parts_list])
    inside = _inside_shares(parts_list)
    flags["inside"] = inside
    flags["keyword"] = is_keyword(flags, n_words, inside)
    flags["content"] = is_content(flags) & (inside < 0.8)
    flags.loc[_adds_a_passing_word(parts_list, flags, phrase_words), "keyword"] = False
    flags["containers"], flags["term_containers"] = _containers(parts_list, phrase_words.bits,
                                                                flags["keyword"].to_numpy())
    return flags


def _containers(parts_list: list[Part], bits: int, keyword: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
    """For each phrase part, how many distinct phrase parts one word longer hold it
    ("principal", "independent component analysis": C-value's nesting, in termhood), and
    how many of them are keywords (held by no keyword, a phrase is the term itself)."""
    index = {(p.level, p.code): i for i, p in enumerate(parts_list) if p.level > 1}
    out = np.zeros(len(parts_list), dtype=np.int64)
    terms = np.zeros(len(parts_list), dtype=np.int64)
    for i, p in enumerate(parts_list):
        if p.level < 3:
            continue
        prefix, suffix = parts(np.array([p.code], dtype=np.int64), p.level, bits)
        for j in {index.get((p.level - 1, int(c[0]))) for c in (prefix, suffix)} - {None}:
            out[j] += 1
            terms[j] += bool(keyword[i])
    return out, terms


def _inside_shares(parts_list: list[Part]) -> np.ndarray:
    """For each word part, the largest share of its occurrences inside one phrase part."""
    tf = {p.key: int(p.stats[1]) for p in parts_list if p.level == 1}
    most: dict[str, int] = {}
    for p in parts_list:
        if p.level > 1:
            for w in set(p.key.split()):
                most[w] = max(most.get(w, 0), int(p.stats[1]))
    return np.array([most.get(p.key, 0) / max(tf[p.key], 1) if p.level == 1 else 0.0
                     for p in parts_list])


def _adds_a_passing_word(parts_list: list[Part], flags: pd.DataFrame,
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


def _assemble(parts_list: list[Part], groups: list[list[int]], joins: dict[str, int],
              flags: pd.DataFrame, forms: WordForms, phrase_words: PhraseWords) -> TermModel:
    """Terms sorted by key, their table and the column look-ups."""
    acronyms_of: dict[int, list[str]] = {}
    rank: dict[int, int] = {}  # part -> rank of its most defined acronym
    for short, target in joins.items():  # most defined first: that one is shown
        acronyms_of.setdefault(target, []).append(short)
        rank.setdefault(target, len(rank))
    groups = sorted(groups, key=lambda g: parts_list[g[0]].key)
    rows, word_columns, long_forms = [], {}, {}
    codes: dict[int, list[tuple[int, int]]] = {}
    keyword = flags["keyword"].to_numpy()
    content = flags["content"].to_numpy()
    numbers = flags[["inside", "ridf", "lead_share", "end_share"]].to_numpy()
    containers = flags[["containers", "term_containers"]].to_numpy()
    for column, group in enumerate(groups):
        head = parts_list[group[0]]
        # the acronyms of every part of the group (an acronym may be defined after a
        # spelling that is not the group's representative: "mixture-of-experts (MoE)")
        shorts = [a for part in sorted(group, key=lambda i: rank.get(i, len(rank)))
                  for a in acronyms_of.get(part, [])]
        short = shorts[0] if shorts else ""
        rows.append((usual_spelling([parts_list[i] for i in group], joins), head.key,
                     len(head.key.split()), _acronym_shown(short, forms) if short else "",
                     bool(keyword[group].any()), bool(content[group].any()),
                     *numbers[group[0]].tolist(),
                     ";".join(sorted({parts_list[i].key for i in group} | set(shorts))),
                     *containers[group].max(axis=0).tolist()))
        for i in group:
            p = parts_list[i]
            if p.code == LONG_FORM:
                long_forms[long_form_pieces(p.key)] = column
            elif p.level == 1:
                word_columns[p.key] = column
            else:
                codes.setdefault(p.level, []).append((p.code, column))
        for other in shorts:
            word_columns.setdefault(other, column)
    table = pd.DataFrame(rows, columns=["term", "key", "n_words", "acronym", "keyword",
                                        "content", "inside", "ridf", "lead_share",
                                        "end_share", "spellings", "containers",
                                        "term_containers"])
    table.index.name = "term_id"
    phrase_codes, phrase_columns = {}, {}
    for level, pairs in codes.items():
        array = np.array(sorted(pairs), dtype=np.int64).reshape(-1, 2)
        phrase_codes[level], phrase_columns[level] = array[:, 0], array[:, 1]
    shown_words = sorted({fold(w) for shown in table["term"] for w in str(shown).split()})
    return TermModel(terms=table, words=phrase_words,
                     word_columns=pd.Series(word_columns, dtype=np.int64),
                     phrase_codes=phrase_codes, phrase_columns=phrase_columns,
                     shown_words=pd.Index(shown_words, dtype=object),
                     long_forms=pd.Series(long_forms, dtype=np.int64))
