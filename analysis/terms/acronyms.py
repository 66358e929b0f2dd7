"""Acronyms defined in the papers: "generative adversarial networks (GANs)".

Method
    Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
    definitions in biomedical text" (PSB 2003): a short form is a parenthesised token
    of 2-10 characters right after a run of words; its long form is the shortest
    ending of the at most ``min(|A| + 5, 2 |A|)`` words before the parenthesis in which
    the short form's letters and digits occur in order, read right to left, the first
    one starting a word.  Only definitions are read, never guessed: "RL" is joined to
    "reinforcement learning" because papers of the corpus write "reinforcement learning
    (RL)".

    A short form must hold two capitals, or a capital and a digit ("GAN", "MoE",
    "CoT", "k-NN", "L2O"), so that "(see)" or "(i)" are never taken for one.

Each chunk counts the papers that give each (short form, long form) pair
(:func:`definitions`); the pairs are summed over chunks and the dominant long form of
each short form chosen when the vocabulary is selected (:mod:`analysis.terms.selection`).
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np
import pandas as pd

from analysis.terms.inflection import spelling_key, text_key, word_key
from analysis.terms.scan import SCAN, without_accents
from analysis.terms.tokens import BoolArray, ChunkTokens
from analysis.text import TOKEN_RE, fold

MIN_SHORT, MAX_SHORT = 2, 10


def is_short_form(token: str) -> bool:
    """Whether a parenthesised token can be an acronym ("GANs", "MoE", "k-NN")."""
    if not MIN_SHORT <= len(token) <= MAX_SHORT or not token[0].isalnum():
        return False
    capitals = sum(c.isupper() for c in token)
    return capitals >= 2 or (capitals == 1 and any(c.isdigit() for c in token))


_SKIPPED = frozenset({"of", "to", "for", "and", "the", "in", "on", "a", "an", "with"})
LEADING_ARTICLES = frozenset({"the", "a", "an"})  # never a long form's first word


def long_form(short: str, words: list[str]) -> str | None:
    """The long form of ``short`` among the ``words`` before it, or None.

    First the words whose initials spell the acronym ("proximal policy optimization
    (PPO)", small function words skipped: "alternating direction method of multipliers
    (ADMM)"), else Schwartz & Hearst's ``findBestLongForm`` on the words joined by
    spaces (which would take "policy optimization" for PPO, the "p" of "optimization"
    standing for the second P).  A leading article is dropped: the match may take the
    acronym's first letter from it ("the Cancer Genome Atlas (TCGA)"), which no phrase
    starts with, so the licence (:mod:`analysis.terms.defined`) refused the long form and
    TCGA never joined it.  Rare: 28 of 55,419 definitions of the 24k and the 61k, TCGA's
    the only one given by two papers or more (bench/keywords/RESULTS.md, session 65)."""
    letters = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
    by_initials = _initials(letters, words)
    if by_initials:
        return by_initials
    text = " ".join(words)
    i = _matched_start(letters, text) if letters.isascii() and text.isascii() \
        else _matched_start_by_character(letters, text)
    if i is None:
        return None
    start = text.rfind(" ", 0, i + 1) + 1
    kept = text[start:].split()
    if len(kept) > min(len(letters) + 5, 2 * len(letters)):
        return None
    while kept and kept[0].lower() in LEADING_ARTICLES:
        kept = kept[1:]
    found = " ".join(kept)
    return None if not found or found.lower() == short.lower() else found


def _matched_start(letters: str, text: str) -> int | None:
    """Schwartz & Hearst's match of ``letters`` in ``text``, read right to left (each
    letter or digit at its last place before the next one's, case ignored, the first one
    starting a word): the place before the first letter's, or None.  ASCII only: each
    place is one ``rfind`` of the lower-cased text, not a Python step per character
    between two letters (:func:`_matched_start_by_character`); lower-casing ASCII keeps
    every place."""
    low = text.lower()
    i = len(text) - 1
    for s in range(len(letters) - 1, -1, -1):
        c = letters[s].lower()
        if not c.isalnum():
            continue
        i = low.rfind(c, 0, i + 1)
        while s == 0 and i > 0 and text[i - 1].isalnum():
            i = low.rfind(c, 0, i)
        if i < 0:
            return None
        i -= 1
    return i


def _matched_start_by_character(letters: str, text: str) -> int | None:
    """:func:`_matched_start` one character at a time, for any text (a character's lower
    case may be two characters, which would move the places of a lower-cased text)."""
    s, i = len(letters) - 1, len(text) - 1
    while s >= 0:
        c = letters[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while i >= 0 and (text[i].lower() != c or (s == 0 and i > 0 and text[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return None
        i -= 1
        s -= 1
    return i


def _initials(letters: str, words: list[str]) -> str | None:
    """The shortest ending of ``words`` whose content words' initials (a hyphenated
    word counting each part) spell the letters and digits of ``letters``."""
    wanted = _spelled(letters)
    initials = ""
    for start in range(len(words) - 1, -1, -1):
        initial = _initials_of(words[start])
        if initial is None:
            continue
        initials = initial + initials
        if initials == wanted:
            return " ".join(words[start:])
        if not wanted.endswith(initials):
            return None
    return None


@lru_cache(maxsize=1 << 16)  # short forms repeat across sites ("LLM", "RL")
def _spelled(letters: str) -> str:
    """The letters and digits of a short form, lower case: what its initials spell."""
    return "".join(c.lower() for c in letters if c.isalnum())


@lru_cache(maxsize=1 << 16)  # the words before parentheses repeat across sites
def _initials_of(word: str) -> str | None:
    """A word's initials (each part of a hyphenated word), None for a skipped word."""
    if word.lower() in _SKIPPED:
        return None
    return "".join(part[0].lower() for part in word.split("-") if part)


def definitions(chunk: ChunkTokens) -> pd.Series:
    """Papers of the chunk defining each (short key, long key) pair (see
    :func:`read_definitions`)."""
    return read_definitions(chunk)[0]


def read_definitions(chunk: ChunkTokens
                     ) -> tuple[pd.Series, BoolArray, pd.Series, pd.Series]:
    """The chunk's definitions, which of its tokens spell a long form, the words
    written after the definitions, and how the long forms are written.

    Returns a Series indexed by (short, long) word keys ("gan", "generative adversarial
    network"), values the number of papers; a mask of the tokens that are the words
    of a long form found (their case is the acronym's, not the words': writers capitalise
    the letters an acronym takes, "Artificial Neural Networks (ANNs)", so display casing
    does not count them, :mod:`analysis.terms.display`); and a Series indexed by (long,
    head) keys, values the definitions followed by that word ("expectation-maximization
    (EM) algorithm": "expectation-maximization", "algorithm"), the uses of a long form
    with its head the parenthesis hides from the phrase counts
    (:mod:`analysis.terms.headed`); and a Series indexed by (long key, long form as
    written), values the papers writing it so in a definition ("bidirectional encoder
    representation from transformer", "Bidirectional Encoder Representations from
    Transformers"): how a named long form is shown (:mod:`analysis.terms.defined`).
    """
    spans = np.zeros(chunk.surface.size, dtype=bool)
    sites = short_form_sites(chunk)
    if sites.size == 0:
        return _empty(), spans, _empty(("long", "head")), _empty(("long", "written"))
    pairs: set[tuple[int, str, str]] = set()
    written: set[tuple[int, str, str]] = set()
    heads: list[tuple[str, str]] = []
    after = _word_after(chunk, sites)
    for site, doc, short, found, head in zip(sites.tolist(), chunk.doc[sites].tolist(),
                                             *defined_at(chunk, sites), after, strict=True):
        if found:
            pairs.add((doc, word_key(short), text_key(found)))
            written.add((doc, text_key(found), found))
            if head:
                heads.append((text_key(found), head))
            if _title_case(found):  # its words, just before "("
                spans[site - 2 - found.count(" "):site - 1] = True
    if not pairs:
        return _empty(), spans, _empty(("long", "head")), _empty(("long", "written"))
    frame = pd.DataFrame(sorted(pairs), columns=["doc", "short", "long"])
    followed = pd.DataFrame(heads, columns=["long", "head"]).groupby(["long", "head"]).size() \
        if heads else _empty(("long", "head"))
    writings = pd.DataFrame(sorted(written), columns=["doc", "long", "written"])
    return frame.groupby(["short", "long"]).size().astype(np.int64), spans, \
        followed.astype(np.int64), writings.groupby(["long", "written"]).size().astype(np.int64)


def _word_after(chunk: ChunkTokens, sites: np.ndarray) -> list[str]:
    """The word key right after each site's closing parenthesis, in the same paper ("" for
    none: the text ends, or a function word, a number or punctuation follows)."""
    at = sites + 2
    inside = at < chunk.key.size
    at = np.where(inside, at, 0)
    key = np.where(inside & (chunk.doc[at] == chunk.doc[sites]), chunk.key[at], -1)
    return [str(chunk.keys[k]) if k >= 0 else "" for k in key.tolist()]


def short_form_sites(chunk: ChunkTokens) -> np.ndarray:
    """Token positions of the chunk's short forms written alone in parentheses ("(GAN)")."""
    surfaces = chunk.surfaces
    token = chunk.surface
    if token.size < 3:
        return np.zeros(0, dtype=np.int64)
    is_open = np.asarray(surfaces == "(", dtype=bool)
    is_close = np.asarray(surfaces == ")", dtype=bool)
    sites = np.flatnonzero(is_open[token[:-2]] & is_close[token[2:]]) + 1
    inside = np.unique(token[sites])  # the few surfaces ever in parentheses alone
    is_short = np.zeros(len(surfaces), dtype=bool)
    is_short[inside] = [is_short_form(str(surfaces[i])) for i in inside]
    return sites[is_short[token[sites]]]


def defined_at(chunk: ChunkTokens, sites: np.ndarray) -> tuple[list[str], list[str | None]]:
    """The short form at each of ``sites`` (:func:`short_form_sites`) and the long form
    the words before it give (None: no definition)."""
    if sites.size == 0:
        return [], []
    shorts = [str(short) for short in chunk.surfaces[chunk.surface[sites]]]
    return shorts, [long_form(short, words) if words else None for short, words in
                    zip(shorts, _words_before(chunk, sites, shorts), strict=True)]


#: Letters of a long form's last word (and of its second-to-last) compared
#: (:func:`meanings`): a stem through "-al", "-ion" ("convolution"/"convolutional":
#: "convol"), typos past it ("Convolultional"), not "graph"/"gradient".
STEM = 6
#: Letters of its first word: five, so that "multi-" and "multiple" ("multi-object" /
#: "multiple object tracking", "multi-instance" / "multiple instance learning") are one
#: word; "recurrent" and "recursive" then are too (below).
FIRST_STEM = 5
#: Letters of a one-word long form compared: "electromyographic", "electromyography"
#: and "electromyogram (EMG)" are one thing.
WORD_STEM = 8


@lru_cache(maxsize=1 << 16)  # long forms repeat across papers
def meanings(long: str) -> tuple[str, ...]:
    """What a long form means, as two definitions are compared: they mean the same when
    they share one of these keys.

    - Its key (:func:`~analysis.terms.inflection.text_key`: case, plurals, British
      spellings folded; hyphens read as spaces, so "bird's-eye-view" is "bird's eye
      view") as the vocabulary merges spellings (:func:`~analysis.terms.inflection.
      spelling_key`), letters and digits only ("mixture-of-experts", "Mixtures of
      Experts" -> "mixtureofexpert").
    - One word: its first :data:`WORD_STEM` letters.
    - Two words or more (hyphens split them; a final "s" dropped, so "knowledge bases"
      is "knowledge base"; small function words skipped: "mixture of experts"): the
      first :data:`FIRST_STEM` letters of the first word with the first :data:`STEM` of
      the last ("_convo_networ"), and of the second-to-last
      ("long short-term memory networks" is "long short-term memory", "temporal
      difference learning" "temporal difference"): writers name one thing in variants
      ("convolution neural networks", "convolutional networks": 50 papers of "CNN" on the
      61k corpus; "multi-object" / "multiple object tracking"), while another meaning of
      the same letters starts or ends otherwise ("linear discriminant analysis" / "latent
      Dirichlet allocation", "deep belief" / "dynamic Bayesian network", "batch
      normalization" / "Bayesian network", "region adjacency graph" / "retrieval-augmented
      generation").  The rule errs toward one meaning: a paper it wrongly takes for
      another is left out of the term (first written, the first and last words' six
      letters alone lost all 19 "bird's-eye-view (BEV)" papers of the 61k corpus and 15
      of 18 "electromyographic (EMG)"), one it wrongly takes for the same is counted, as
      every paper was before the rule; so "recursive" and "recurrent neural network"
      (RNN), five letters alike, are one meaning.
    """
    key = text_key(long.replace("-", " "))
    spelled = "".join(c for c in spelling_key(key) if c.isalnum())
    words = [w[:-1] if len(w) > 3 and w.endswith("s") else w
             for w in re.findall(r"[a-z0-9]+", fold(long).replace("'s", ""))
             if w not in _SKIPPED]
    if not words:
        return (spelled,)
    if len(words) < 2:
        return spelled, f"_{words[0][:WORD_STEM]}"
    first = words[0][:FIRST_STEM]
    out = [spelled, f"_{first}_{words[-1][:STEM]}"]
    if len(words) > 2:
        out.append(f"_{first}_{words[-2][:STEM]}")
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def short_key(short: str) -> str:
    """A short form's key as two definitions are compared: its word key, letters and
    digits only ("LDAs" -> "lda", "k-NN" -> "knn", "MCTS" -> "mcts")."""
    return "".join(c for c in word_key(short) if c.isalnum())


def text_definitions(text: str) -> list[tuple[str, str]]:
    """(short form, long form) of each definition in one cleaned text, read as
    :func:`read_definitions` reads a chunk's (the same tokens: :data:`~analysis.terms.
    scan.SCAN` of the text without accents, the same words before the parenthesis), for
    the search index (:mod:`analysis.search.keys`), which reads texts one by one."""
    if "(" not in text:
        return []
    text = without_accents(text)
    out = []
    for m in _SITE.finditer(text):
        short = m.group(1)
        if not is_short_form(short):
            continue
        words = _text_words_before(text, m.start(), _limit(len(short)))
        found = long_form(short, words) if words else None
        if found:
            out.append((short, found))
    return out


#: A word alone in parentheses, as the vocabulary's tokens hold it ("(" token ")").
_SITE = re.compile(r"\(\s*(" + TOKEN_RE.pattern + r")\s*\)")
#: Characters read before a parenthesis for its words, more when they hold too few: a
#: long form's at most 20 words (:func:`_limit`) mostly fit in 200.
_WINDOW = 200


def _text_words_before(text: str, at: int, limit: int) -> list[str]:
    """:func:`_words_before` of the parenthesis at ``text[at]``: of the at most ``limit``
    tokens before it, those after the last token that is not a word.  Tokens never span
    whitespace, so a window starting after a space holds the text's own tokens."""
    start = max(at - _WINDOW, 0)
    while True:
        cut = text.find(" ", start, at) if start else -1
        tokens = SCAN.findall(text, cut + 1 if start else 0, at)
        if not start or len(tokens) > limit or cut < 0:
            break
        start = max(start - _WINDOW, 0)
    tokens = tokens[-limit:]
    kept: list[str] = []
    for token in reversed(tokens):
        if not _word_like(token):
            break
        kept.append(token)
    return kept[::-1]


def _title_case(long: str) -> bool:
    """Whether every word of a long form but its small function words starts with a
    capital ("Mixture of Experts")."""
    return all(word[0].isupper() for word in long.split() if word not in _SKIPPED)


def _limit(short_length: int) -> int:
    """The most words a long form of a short form of this length may have before it."""
    return min(short_length + 5, 2 * short_length)


def _words_before(chunk: ChunkTokens, sites: np.ndarray, shorts: list[str]) -> list[list[str]]:
    """The words before each site's opening parenthesis, as written: of the tokens of the
    same paper just before it (at most :func:`_limit` of them), those after the last
    token that is not a word (a sentence end, a number, a symbol).

    All sites' windows are gathered at once, each a row of the same width (the longest
    limit) whose tokens before the window are masked: a numpy slice, a string
    conversion and a Python loop per site were about a quarter of the definitions' time
    (0.07 of 0.3 s a chunk of 25,000 papers).
    """
    limits = np.array([_limit(len(short)) for short in shorts], dtype=np.int64)
    width = int(limits.max())
    opening = sites - 1
    first = np.searchsorted(chunk.doc, chunk.doc[opening])  # the paper's first token
    at = opening[:, None] + np.arange(-width, 0)
    inside = at >= np.maximum(opening - limits, first)[:, None]  # a suffix of each row
    codes = chunk.surface[np.where(inside, at, 0)]
    is_word = np.zeros(len(chunk.surfaces), dtype=bool)
    seen = np.unique(codes[inside])
    is_word[seen] = [_word_like(str(s)) for s in chunk.surfaces[seen]]
    stops = inside & ~is_word[codes]
    after_stop = np.where(stops.any(axis=1), width - np.argmax(stops[:, ::-1], axis=1), 0)
    begin = np.maximum(after_stop, width - inside.sum(axis=1))
    return [row[b:] for row, b in zip(chunk.surfaces[codes].tolist(), begin.tolist(),
                                       strict=True)]


def _word_like(surface: str) -> bool:
    """Whether a token can be part of a long form: it starts with a letter, or with a
    digit and holds a letter ("3d")."""
    return surface[0].isalpha() or surface[0].isdigit() and any(c.isalpha() for c in surface)


def _empty(names: tuple[str, str] = ("short", "long")) -> pd.Series:
    index = pd.MultiIndex.from_arrays([[], []], names=list(names))
    return pd.Series([], index=index, dtype=np.int64)
