"""Step 5 of the vocabulary: the fixed term model, selected from the merged counts.

:func:`select_terms` turns the corpus's merged word and phrase counts into a
:class:`TermModel`: the term list (display form, key, acronym, keyword flag and the
statistics behind it) and the look-ups :func:`analysis.terms.encode.encode` needs to
turn any chunk into document-term rows.  It is deterministic and depends on the counts
only, never on chunk boundaries or paper order.  It starts from the spellings
(:mod:`analysis.terms.parts`: the frequent words and kept phrases), joins acronyms to
their expansions (:mod:`analysis.terms.expansion_joins`) and groups the spellings of
one term here.

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
  an added acronym only as shown (:mod:`analysis.search.query`, "Case").  A long form
  with a function word no phrase holds ("simultaneous localization and mapping (SLAM)",
  "structure from motion (SfM)") is joined too, as a part of its own matched word by
  word (:mod:`analysis.terms.defined`): only a definition licenses "and" inside a term;
- spellings that differ by hyphens or spaces or a clipped last word (shown by the most
  used): "meta-learning" / "meta learning", "neural net" / "neural network";
- an acronym and its long form with the head the long form is normally written with
  (:mod:`analysis.terms.headed`): "EM algorithm" and "expectation-maximization
  algorithm" are "expectation-maximization (EM)", labelled with the head when most
  of its papers write it (``heads``, :mod:`analysis.search.heads`): "Kullback-Leibler
  (KL) divergence";
- a phrase with a noun or its adjective before the head (:mod:`analysis.terms.
  adjectives`): "robot arm" / "robotic arm", shown by the most used;
- a gerund and its base, both keywords (:mod:`analysis.terms.gerunds`): "grasping" /
  "grasp", "topic modeling" / "topic model", shown by the most used;
- a phrase headed by a plural of two singulars and the phrase of the singular the corpus
  writes with it (:mod:`analysis.terms.plural_joins`): "knowledge bases" / "knowledge
  base", shown in the singular.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from analysis.terms import defined as licensed
from analysis.terms.acronyms import is_short_form
from analysis.terms.adjectives import adjective_pairs
from analysis.terms.counting import Codes
from analysis.terms.display import WordForms, key_display, usual_spelling, word_forms
from analysis.terms.expansion_joins import add_defined, expansion_joins
from analysis.terms.fixed_plurals import core_of, fixed_plurals, plural_before_connector
from analysis.terms.gerunds import gerund_pairs
from analysis.terms.headed import headed_joins
from analysis.terms.inflection import spelling_key
from analysis.terms.part_flags import part_flags
from analysis.terms.parts import DEFINED_CODE, Part, phrase_parts
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords
from analysis.terms.phrase_selection import select_phrases
from analysis.terms.plural_joins import plural_joins
from analysis.terms.termhood import base_lead_share
from analysis.terms.tokens import CONNECTOR_WORDS
from analysis.terms.word_counts import WordCounts
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
        that hold it), ``heads`` (the heads its label may end with, ``;``-separated:
        :mod:`analysis.search.heads` picks one).
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
    defined : tuple of (words, term id)
        The defined long forms with a function word inside that no phrase code holds
        (:mod:`analysis.terms.defined`), matched word by word when papers are encoded.
    """

    terms: pd.DataFrame
    words: PhraseWords
    word_columns: pd.Series
    phrase_codes: dict[int, Codes] = field(repr=False)
    phrase_columns: dict[int, Codes] = field(repr=False)
    shown_words: pd.Index = field(repr=False, default_factory=lambda: pd.Index([], dtype=object))
    defined: tuple[licensed.DefinedForm, ...] = field(repr=False, default=())
    #: Per term, papers defining its acronyms (each writes the long form, counted or not:
    #: a long form the encoder cannot match; :mod:`analysis.terms.shown_acronyms`).
    defining_papers: np.ndarray | None = field(repr=False, default=None)


def select_terms(words: WordCounts, levels: dict[int, PhraseCounts], phrase_words: PhraseWords,
                 min_df: int) -> TermModel:
    """The term model of a corpus from its merged counts (``levels``: level-1 word view
    and every counted phrase level, see :mod:`analysis.terms.phrase_selection`)."""
    kept = select_phrases(levels, words.n_tokens, min_df, phrase_words.bits)
    frequent = words.stats[words.stats["df"] >= min_df]
    parts_list = [Part(str(k), 1, -1, "", row, []) for k, row in
                  zip(frequent.index, frequent.to_numpy(dtype=np.int64), strict=True)]
    parts_list += phrase_parts(levels, kept, phrase_words)
    by_key = {p.key: i for i, p in enumerate(parts_list)}
    joins = expansion_joins(words.acronyms, by_key, levels, phrase_words, min_df, parts_list)
    headed, heads = headed_joins(parts_list, joins, levels, phrase_words, words.heads)
    forms = word_forms(words.surfaces, _needed_words(parts_list, joins))
    fixed = fixed_plurals([p.key for p in parts_list if p.level > 1], levels[2],
                          phrase_words, words.surfaces) if 2 in levels else set()
    led = plural_before_connector((p.key, p.plural, int(p.stats[1]))
                                  for p in parts_list if p.level > 1)
    for p in parts_list:
        p.shown = forms.usual.get(p.key, p.key) if p.level == 1 else \
            key_display(p.key, p.plural, forms, core_of(p.key) in fixed or p.key in led)
    flags = part_flags(parts_list, phrase_words, words.n_docs, base_lead_share(words.stats))
    flags = add_defined(words.acronyms, parts_list, joins, flags, forms, words)
    groups = _groups(parts_list, joins, {**adjective_pairs(parts_list, words.stats), **headed,
                                         **gerund_pairs(parts_list, flags["keyword"].to_numpy()),
                                         **plural_joins(parts_list)})
    model = _assemble(parts_list, groups, joins, flags, forms, phrase_words,
                      {parts_list[i].key for i in headed}, heads)
    return dataclasses.replace(model, defining_papers=_defining_papers(model.terms,
                                                                       words.acronyms))


def _defining_papers(terms: pd.DataFrame, definitions: pd.Series) -> np.ndarray:
    """Per term, the papers defining any of its acronyms (of its ``spellings``)."""
    if definitions.empty:
        return np.zeros(len(terms), dtype=np.int64)
    by_short = definitions.groupby(level=0).sum()
    return np.array([sum(int(by_short.get(s, 0)) for s in str(spelled).split(";"))
                     if acronym else 0 for spelled, acronym in
                     zip(terms["spellings"], terms["acronym"], strict=True)], dtype=np.int64)


def _acronym_shown(short: str, forms: WordForms) -> str:
    """Acronym key ``short`` as shown: its usual form when that is a short form, else in
    capitals (module docstring; 61k: "SLIP", "SEA", not "slip", "sea")."""
    shown = forms.head(short)
    return shown if is_short_form(shown) else short.upper()


def _needed_words(parts_list: list[Part], joins: dict[str, int]) -> set[str]:
    needed = {w for p in parts_list for w in p.key.split()} | set(joins)
    return needed - set(CONNECTOR_WORDS.values())


def _groups(parts_list: list[Part], joins: dict[str, int],
            folded: dict[int, int]) -> list[list[int]]:
    """Parts counted as one term: an acronym with its expansion, spellings of one key
    (:func:`~analysis.terms.inflection.spelling_key`), each part of ``folded`` with the
    part it maps to (an acronym's headed phrases, adjective spellings).  Each group's
    representative first: an expansion, else a part not led by an acronym."""
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
    for part, target in folded.items():
        parent[root(part)] = root(target)
    members: dict[int, list[int]] = {}
    for i in range(len(parts_list)):
        members.setdefault(root(i), []).append(i)
    expansions = set(joins.values())
    out = []
    for group in members.values():
        # an expansion first, a phrase led by an acronym ("OOD detection") after its
        # long form's ("out-of-distribution detection"), the term's key and search phrase
        group.sort(key=lambda i: (i not in expansions, parts_list[i].key.split()[0] in joins,
                                  -int(parts_list[i].stats[0]), parts_list[i].key))
        out.append(group)
    return out


def _assemble(parts_list: list[Part], groups: list[list[int]], joins: dict[str, int],
              flags: pd.DataFrame, forms: WordForms, phrase_words: PhraseWords,
              headed: set[str], heads: dict[int, str]) -> TermModel:
    """Terms sorted by key, their table and the column look-ups (a term is never shown
    by a ``headed`` spelling; ``heads``: the words its label may end with, of ``heads``,
    :func:`analysis.terms.headed.candidate_heads`)."""
    acronyms_of: dict[int, list[str]] = {}
    unshown = headed.union(joins)  # once: a copy per term was a second at 24,000 papers
    rank: dict[int, int] = {}  # part -> rank of its most defined acronym
    for short, target in joins.items():  # most defined first: that one is shown
        acronyms_of.setdefault(target, []).append(short)
        rank.setdefault(target, len(rank))
    groups = sorted(groups, key=lambda g: parts_list[g[0]].key)
    rows, word_columns = [], {}
    codes: dict[int, list[tuple[int, int]]] = {}
    defined: list[licensed.DefinedForm] = []
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
        rows.append((usual_spelling([parts_list[i] for i in group], unshown),
                     head.key,
                     len(head.key.split()), _acronym_shown(short, forms) if short else "",
                     bool(keyword[group].any()), bool(content[group].any()),
                     *numbers[group[0]].tolist(),
                     ";".join(sorted({parts_list[i].key for i in group} | set(shorts))),
                     *containers[group].max(axis=0).tolist(),
                     next((heads[i] for i in group if i in heads), "")))
        for i in group:
            p = parts_list[i]
            if p.level == 1:
                word_columns[p.key] = column
            elif p.code == DEFINED_CODE:
                defined.append((tuple(p.key.split()), column))
            else:
                codes.setdefault(p.level, []).append((p.code, column))
        for other in shorts:
            word_columns.setdefault(other, column)
    table = pd.DataFrame(rows, columns=["term", "key", "n_words", "acronym", "keyword",
                                        "content", "inside", "ridf", "lead_share",
                                        "end_share", "spellings", "containers",
                                        "term_containers", "heads"])
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
                     defined=tuple(defined))
