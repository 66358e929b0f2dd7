"""Long forms the corpus defines, with a function word inside: "simultaneous localization
and mapping (SLAM)", "structure from motion (SfM)".

Why
    A candidate phrase may hold only the connectors "of" and "to" inside
    (:mod:`analysis.terms.phrase_counts`): a general "and" would make "theory and
    practice" or "accuracy and efficiency" terms, and each more connector multiplies the
    counted candidates.  So a long form with "and", "from", "for", "by", "with", "in",
    "on" or "or" inside never became a term, and its acronym stayed a word of its own: on
    the 61k corpus 464 papers define "simultaneous localization and mapping (SLAM)", yet
    a search for SLAM missed the papers writing only the long form, and the reverse
    (likewise "structure from motion (SfM)", "learning from demonstration (LfD)",
    "reinforcement learning from human feedback (RLHF)", "vision and language
    navigation (VLN)").

Method
    Only a long form the corpus itself defines (Schwartz & Hearst 2003,
    :mod:`analysis.terms.acronyms`) gets that licence: the long form of at least half
    of its acronym's definitions, given by at least two papers (the rule every expansion
    follows, :data:`analysis.terms.expansion_joins.MIN_DEFINITIONS`), whose acronym is a term.  It
    is then joined to its acronym as any expansion is: one term, keyed and shown by the
    long form ("simultaneous localization and mapping (SLAM)"), counted once per paper
    where either is written; its termhood statistics are its acronym's (the long form's
    own uses are only found when the papers are encoded), judged by the thresholds of a
    phrase, which it is (:func:`analysis.terms.part_flags.defined_keyword`: judged as the
    word, BERT was no keyword of ACL, NAACL and COLING, session 59).  Its words are
    matched as written in order, the content words by their keys (plurals folded), the
    function words as themselves; an "X and Y" nobody defines is never a term.
    An article inside ("Labeled Faces in the Wild (LFW)", "follow the perturbed leader
    (FTPL)", "annotated facial landmarks in the wild (AFLW)") is such a function word,
    no content word (session 64: "the" was matched by a word key it never has, so the
    papers writing only such a long form were never counted, and FTPL and AFLW, with no
    other function word or with four content words beside it, were never licensed).

    Joined, an acronym counts only where it is written as a short form
    (:mod:`analysis.terms.redefined`, unwritten tokens), so the licence is given only
    when that costs it little: at least :data:`MIN_SHORT_SHARE` of the acronym's tokens
    are short forms.  On the 61k corpus the word "rapid" (706 papers) would else have
    become "robust and agile pick-up device (RAPID)" (4 definitions, 4 papers), and
    "LiDAR" (988 papers) have lost the 289 writing "lidar" or "Lidar" (0.79 of its
    tokens are short forms); "SLAM", "SfM", "TAMP", "LfD" are written so at 0.9 or more.

Display (:func:`shown`)
    Such a long form is no counted phrase, so no plural or case shares of its own are
    known; built word by word from each word's usual form it read "bidirectional encoder
    representation from transformer (BERT)", "labeled face in the wild (LFW)",
    "national Institute of standard and technology (NIST)".  Its definitions show how
    the papers write it (:func:`analysis.terms.acronyms.read_definitions` keeps each
    definition's words as written): when at least :data:`MIN_NAME_SHARE` of the papers
    defining it capitalise every content word, it is a name and is shown as they write
    it most ("Bidirectional Encoder Representations from Transformers", "Labeled Faces in
    the Wild"); else it is a common noun phrase, shown as phrases are (each word's usual
    form, lower case): "simultaneous localization and mapping", "learning from
    demonstration", "structure from motion" (a minority or a bare majority of their
    definitions are capitalised, for the acronym's letters).  Each of its words then
    takes the number its definitions write most (the usual form on a tie): a word's
    usual form is its number in all its uses, which inside a long form made one no paper
    writes ("bidirectional encoder representation from transformer (BERT)" on the 24k,
    where one of its two definitions is capitalised; now "bidirectional encoder
    representations from transformers (BERT)").
    Ordinary joined phrases ("generative adversarial networks (GAN)") keep their
    phrase display: it comes from every use of the phrase, not only its definitions.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from analysis.terms.acronyms import is_short_form
from analysis.terms.inflection import is_word
from analysis.terms.tokens import CONNECTORS, ChunkTokens
from analysis.text import TOKEN_RE

#: Function words a defined long form may hold inside, besides the connectors.
INNER = frozenset({"and", "or", "from", "for", "by", "with", "in", "on"})
#: Articles a defined long form may hold inside ("Labeled Faces in the Wild", "follow the
#: perturbed leader"): function words like :data:`INNER`, no content word, matched as
#: written (they have no word key: matched by key until session 64, they never matched).
ARTICLES = frozenset({"the", "a", "an"})
#: Every function word a defined long form is matched by as written.
FUNCTION = INNER | ARTICLES | frozenset(CONNECTORS)
#: Content words of a defined long form, as of a phrase (2 to 4).
MIN_CONTENT, MAX_CONTENT = 2, 4

#: Share of an acronym's tokens written as a short form for its long form's licence.
MIN_SHORT_SHARE = 0.9

#: A defined long form as matched: its words (keys of content words, function words
#: as written) and its term's column.
DefinedForm = tuple[tuple[str, ...], int]


def needs_licence(long: str) -> bool:
    """Whether a long form key can only be a term by its definition: it holds one of
    :data:`INNER` or :data:`ARTICLES` inside (no phrase holds either), neither a function
    word nor a connector at either end, every word is a plain word, and it has 2-4
    content words (articles are none: "annotated facial landmarks in the wild")."""
    words = long.split()
    if len(words) < 3 or not all(w.replace("-", "").replace("'", "").isalnum()
                                 for w in words):
        return False
    inner = [w for w in words[1:-1] if w in INNER or w in ARTICLES]
    if not inner or words[0] in FUNCTION or words[-1] in FUNCTION:
        return False
    content = [w for w in words if w not in FUNCTION]
    return MIN_CONTENT <= len(content) <= MAX_CONTENT


#: Share of a long form's defining papers capitalising it for it to be shown as written.
#: A name is rarely written in lower case (61k corpus: LFW 13 of 13 definitions, NIST 5
#: of 5, BERT 3 of 3, 3DPW 2 of 3), while writers capitalise a common noun phrase for its
#: acronym's letters up to about half the time (SLAM 0.40, LfD 0.44, SfM 0.55).
MIN_NAME_SHARE = 2 / 3


def shown(long: str, written: pd.Series, usual: dict[str, str]) -> str:
    """How a licensed long form (key ``long``) is shown: its most written form when at
    least :data:`MIN_NAME_SHARE` of its definitions capitalise it as a name, else each
    word's ``usual`` form (see the module docstring).  ``written``: papers by (long key,
    as written), hyphens read as spaces in the key (:func:`_fold_hyphens` of the model)."""
    spaced = long.replace("-", " ")
    if not written.empty:
        keys = written.index.get_level_values(0).str.replace("-", " ", regex=False)
        mine = written[np.asarray(keys == spaced)].groupby(level=1).sum()
        names = mine[[_is_name(str(w)) for w in mine.index]]
        if names.sum() and names.sum() >= MIN_NAME_SHARE * mine.sum():
            # the most written name form, the first in sorted order on a tie
            return str(names.sort_index().idxmax())
        inflections = _inflections(mine)
        if len(inflections) == len(long.split()):
            return " ".join(_common_word(w, usual.get(w, w), slot)
                            for w, slot in zip(long.split(), inflections, strict=True))
    return " ".join(w if w in FUNCTION else usual.get(w, w) for w in long.split())


def _inflections(mine: pd.Series) -> list[dict[str, int]]:
    """Per word of a long form, papers by each lower-cased form its definitions write
    there (``mine``: papers by written form); a form of another length is left out."""
    split = {str(w): [t.lower() for t in TOKEN_RE.findall(str(w))] for w in mine.index}
    size = max((len(t) for t in split.values()), default=0)
    out: list[dict[str, int]] = [{} for _ in range(size)]
    for written, papers in mine.items():
        words = split[str(written)]
        if len(words) == size:
            for slot, word in zip(out, words, strict=True):
                slot[word] = slot.get(word, 0) + int(papers)
    return out


def _common_word(key: str, usual: str, inflections: dict[str, int]) -> str:
    """A word of a common noun long form: as its definitions inflect it most
    ("representations" of "bidirectional encoder representations from transformers",
    never written singular there; the usual form on a tie), in the word's usual case."""
    if key in FUNCTION:
        return key
    most = max(inflections.values(), default=0)
    if inflections.get(usual.lower(), 0) == most:
        return usual
    word = min(w for w, n in inflections.items() if n == most)
    if usual.islower():
        return word
    return word[:1].upper() + word[1:] if usual[1:].islower() else usual


def _is_name(written: str) -> bool:
    """Whether every content word of a long form as written starts with a capital or
    a digit ("Labeled Faces in the Wild", "3D Poses in the Wild"), its function words
    aside."""
    return all(w[0].isupper() or w[0].isdigit() for w in written.split()
               if w.lower() not in INNER and w.lower() not in CONNECTORS
               and w.lower() not in {"the", "a", "an"})


def occurrences(chunk: ChunkTokens, forms: Sequence[DefinedForm]
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """First token, last token + 1 and term column of every occurrence of ``forms`` in
    the chunk (a function word is no word key: it is read from the folded surface; so
    was only one of :data:`INNER` or the connectors before session 64, and "the" of
    "Labeled Faces in the Wild" was never matched)."""
    empty = np.empty(0, dtype=np.int64)
    if not forms or chunk.key.size == 0:
        return empty, empty, empty
    vocab, of_key, of_surface, function = _chunk_words(chunk, forms)
    by_key = of_key[chunk.key]
    by_surface = of_surface[chunk.surface]
    token = np.where((by_surface >= 0) & function[np.maximum(by_surface, 0)],
                     by_surface, by_key)
    n = token.size
    firsts = np.array(sorted({vocab.get_loc(words[0]) for words, _ in forms}))
    candidates = np.flatnonzero(np.isin(token, firsts))
    starts, ends, columns = [], [], []
    for words, column in forms:
        ids = vocab.get_indexer(list(words))
        at = candidates[(token[candidates] == ids[0]) & (candidates + len(ids) <= n)]
        for q in range(1, len(ids)):
            at = at[token[at + q] == ids[q]]
        starts.append(at)
        ends.append(at + len(ids))
        columns.append(np.full(at.size, column, dtype=np.int64))
    return (np.concatenate(starts).astype(np.int64), np.concatenate(ends).astype(np.int64),
            np.concatenate(columns))


#: The look-ups of the chunk read last: (forms, the chunk's keys, its folded forms, and
#: :func:`_chunk_words` of them).  A chunk is encoded in parts that share its keys and
#: forms (analysis.terms.vocabulary.encode_parts), so each part hashed the same strings.
_LAST: list[tuple[Sequence[DefinedForm], np.ndarray, np.ndarray,
                  tuple[pd.Index, np.ndarray, np.ndarray, np.ndarray]]] = []


def _chunk_words(chunk: ChunkTokens, forms: Sequence[DefinedForm]
                 ) -> tuple[pd.Index, np.ndarray, np.ndarray, np.ndarray]:
    """The words of ``forms`` (sorted), the word of each of the chunk's keys (-1: none,
    and one -1 more, which a token's key of -1 reads), of each of its folded forms, and
    whether each word is read as written: looked up once for all the parts of a chunk."""
    if _LAST and _LAST[0][0] is forms and _LAST[0][1] is chunk.keys \
            and _LAST[0][2] is chunk.folded:
        return _LAST[0][3]
    vocab = pd.Index(sorted({w for words, _ in forms for w in words}))
    of_key = np.append(vocab.get_indexer(chunk.keys), -1)
    of_surface = vocab.get_indexer(chunk.folded)
    # a word without a key (any function word, :func:`~analysis.terms.inflection.is_word`)
    # can only be matched as written
    function = np.array([w in FUNCTION or not is_word(w) for w in vocab], dtype=bool)
    _LAST[:] = [(forms, chunk.keys, chunk.folded, (vocab, of_key, of_surface, function))]
    return vocab, of_key, of_surface, function


def forget_chunk() -> None:
    """Let the last chunk's look-ups go (after its last part is encoded)."""
    _LAST.clear()


def short_form_shares(surfaces: pd.DataFrame, keys: Sequence[str]) -> dict[str, float]:
    """Share of the tokens of each word of ``keys`` written as a short form ("SLAM", not
    "slam"), from :attr:`~analysis.terms.word_counts.WordCounts.surfaces` (one pass)."""
    of_key = surfaces.index.get_level_values("key")
    mine = surfaces[of_key.isin(list(keys))]
    short = np.array([is_short_form(str(s)) for s in mine.index.get_level_values(0)],
                     dtype=bool)
    tokens = mine["tokens"].to_numpy(dtype=np.int64)
    frame = pd.DataFrame({"key": mine.index.get_level_values("key"), "tokens": tokens,
                          "written": np.where(short, tokens, 0)}).groupby("key").sum()
    return {str(k): int(w) / max(int(t), 1) for k, w, t in
            zip(frame.index, frame["written"], frame["tokens"], strict=True)}
