"""Search keys: the one token stream that the index, the queries and the highlighter read.

A text becomes a sequence of *keys*:

- a word (a run of letters and digits, an inner apostrophe kept: "model's") becomes its
  folded form (lower case, no accents) with plural inflection removed, by the
  vocabulary's own rule (:func:`analysis.terms.inflection.word_key`: "Experts" ->
  "expert", "LLMs" -> "llm", "matrices" -> "matrix"), apostrophes then dropped.  Only
  inflection is merged, never derivation: "optimal" and "optimization" stay apart (a
  Porter stemmer, e.g. FTS5's ``porter`` tokenizer, merges them: bench/search/RESULTS.md);
- a hyphen joins words like a space, so "mixture-of-experts", "mixture of experts" and
  "Mixtures-of-Experts" give the same keys;
- any other non-space character (punctuation, brackets, a slash, an underscore) is a
  *boundary*, :data:`BOUNDARY`, which no phrase spans unless it was typed inside the
  phrase; runs of boundaries count as one.

The same function reads a paper's text (for the index), a typed phrase (for the query)
and an abstract shown on screen (for highlighting, with each key's character span), so
what is highlighted is exactly what was matched.

Short forms as written (issue 10).  The keys are case-folded, so the acronym a search adds
for a term ("IV" for "instrumental variable") would also find "(iv)", "kg" or "O(kd)".
After a text's keys the index holds, for each word written as a short form
(:func:`analysis.terms.acronyms.is_short_form`: two capitals, or a capital and a digit),
its *written key* (:func:`written_key`): the word as written, its plural or possessive
dropped ("GANs", "GAN's" -> "GAN", :func:`singular_short_form`), each capital
lower-cased and followed by ``_`` ("g_a_n_", "r_el_u_" for "ReLU").  The search matches
an added acronym by that one token, so it finds the acronym only as a short form, in
SQLite's C code (no text is read again), in its own case or in capitals ("RELU" for
"ReLU", "KNN" for "kNN": wave 28, :mod:`analysis.search.shortforms`).  A final capital
S is one of the acronym's letters ("MCTS" -> "m_c_t_s_"), a lower-case s after
capitals a plural.

A short form after a one-character word and a hyphen ("k-NN", "1-NN", "6-DoF", "f-GAN")
is the compound's: the index holds the compound's written key ("kn_n_", as for "kNN")
and the part's followed by ``_`` ("n_n__"), not the part's own key, so "k-NN"
(k-nearest neighbours) is no "NN" (neural network) when the corpus defines "kNN"
otherwise (:mod:`analysis.search.shortforms`), while "6-DoF" still counts for "DoF".  A
short form in a longer compound ("LLM-based", "DM-GAN", "Inter-ICL", "ViT-B") is keyed
by the compound (:func:`compound_key`: "_c_d_m___dmgan"), which the search finds as the
short form unless the corpus defines the compound as another name
(:mod:`analysis.search.compounds`, wave 35).

Definitions as written (Schwartz & Hearst 2003: a definition fixes what a short form means
in the paper that gives it).  Last come the keys of the text's definitions
(:func:`definition_keys`): "_d_lda_lineardiscriminantanalysis _d_lda__linear_analys"
for "linear discriminant analysis (LDA)", the short form's key and what its long form
means (and of "VT (vector-touch)", the reverse pattern: :mod:`analysis.terms.reverse`),
read as the
vocabulary reads them (:func:`analysis.terms.acronyms.text_definitions`).  An acronym
the search adds for a term is not found in a paper that defines it otherwise
(:mod:`analysis.search.shortforms`), as the vocabulary does not count it there
(:mod:`analysis.terms.redefined`).  A definition key starts with ``_d_``, which no key,
written key or typed word does.  Reading them costs the keying some 0.2 s at 24,000
papers (the texts holding a parenthesis, a regular expression each).

Why this design and not a check of the candidate papers' text after the search: the index
has no text (it is contentless), a check would cost a search one text scan per candidate
paper (161 of 396 papers of "knowledge graph (KG)" at 61,000 are kilograms), and a second
FTS column would change what every keying step hands on (the Dask workers' keys
included); one more token per short form costs the index about 3% (bench/search/RESULTS.md
wave 27).  A written key never equals a key (keys hold no ``_`` but the boundary ``_``
itself), nor a part's key (a written key holds no ``__``), and it sits after the text's
last key, so no typed word or phrase matches it and no phrase's positions move.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from analysis.terms.acronyms import is_short_form, meanings, short_key, text_definitions
from analysis.terms.inflection import word_key
from analysis.terms.reverse import reverse_definitions

#: A word (letters/digits, inner apostrophes) or one boundary character.
TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[^\w\s'’-]|_")
#: :data:`TOKEN` for a text of ASCII characters only, spelled with explicit ranges: the
#: same tokens (every ASCII character is in the same class in both, tested), found with
#: less work, because Python's regex engine can skip to a possible token start by a set of
#: characters, which it cannot build from the negated classes ``[^\W_]`` and
#: ``[^\w\s'’-]`` (the punctuation class: ASCII controls and punctuation that are
#: neither ``\w`` nor Unicode ``\s``, apostrophe and hyphen left out).
ASCII_TOKEN = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*"
                         r"|[\x00-\x08\x0e-\x1b!-&(-,./:-@\[-^`{-\x7f]|_")


def tokens_re(text: str) -> re.Pattern[str]:
    """The pattern reading ``text``'s tokens: :data:`ASCII_TOKEN` when it is ASCII (most
    abstracts), else :data:`TOKEN`."""
    return ASCII_TOKEN if text.isascii() else TOKEN
#: The key of every boundary.  Keys of words never contain "_", so no query word can
#: match a boundary.
BOUNDARY = "_"
_BOUNDARY_RUN = re.compile(r"_(?: _)+")


def token_key(token: str) -> str:
    """The key of one token of :data:`TOKEN` (a word's folded, singular form, or
    :data:`BOUNDARY`)."""
    if not token[0].isalnum():
        return BOUNDARY
    key = word_key(token.replace("’", "'")).replace("'", "")
    return key or BOUNDARY


cached_token_key = functools.lru_cache(maxsize=1 << 16)(token_key)


def written_key(word: str) -> str:
    """``word`` as written: its letters and digits, each capital lower-cased and followed
    by ``_`` ("IV" -> "i_v_", "L2" -> "l_2"; module docstring).  Two words have the same
    written key only when they are the same letters in the same case."""
    return "".join(c.lower() + "_" if c.isupper() else c for c in word if c.isalnum())


def short_form_key(token: str, key: str) -> str:
    """The written key of ``token`` (whose key is ``key``) when it is written as a short
    form, its plural or possessive dropped ("IVs" -> "i_v_", "MCTS" -> "m_c_t_s_"); ""
    for any other token ("iv", "Iv", "kg")."""
    if not is_short_form(token):
        return ""
    return written_key(singular_short_form(token, key))


def singular_short_form(token: str, key: str) -> str:
    """A short form without its plural or possessive, read from its key ("GANs", "GAN's"
    -> "GAN"; "MCTS", whose key keeps the S, stays whole)."""
    if token[:len(key)].lower() == key and token[len(key):] in ("", "s", "'s", "’s"):
        return token[:len(key)]
    return token


class KeyMemo(dict[str, str]):
    """Token -> key, each distinct token keyed once (an index build sees millions of
    tokens but tens of thousands of distinct ones); ``written`` likewise holds each
    token's :func:`short_form_key`."""

    def __init__(self) -> None:
        super().__init__()
        self.written = _WrittenMemo(self)

    def __missing__(self, token: str) -> str:
        key = self[token] = token_key(token)
        return key


class _WrittenMemo(dict[str, str]):
    """Token -> :func:`short_form_key`, each distinct token once."""

    def __init__(self, keys: KeyMemo) -> None:
        super().__init__()
        self.key_of = keys

    def __missing__(self, token: str) -> str:
        written = self[token] = short_form_key(token, self.key_of[token])
        return written


#: A necessary condition for a short form in an ASCII text (a capital, and a second
#: capital or a digit), read by the regex engine: half the distinct runs of the 24k
#: corpus hold a capital ("We", "The"), few hold a short form.
_MAYBE_SHORT = re.compile(r"[A-Z].*[A-Z0-9]|[0-9].*[A-Z]")


#: A one-character word, a hyphen and the word after it ("k-NN", "6-DoF"): a short form
#: there is read as the compound's (module docstring).  Not after a letter, digit, hyphen
#: or apostrophe, so "x-y-NN" and "don't-NN" are no such compound.
_PREFIXED = re.compile(r"(?<![^\W_])(?<![-'’])([^\W_])-(?=[^\W_])")


def run_keys(text: str, memo: KeyMemo) -> tuple[str, str]:
    """A text's keys joined by spaces, boundary runs as one, and the written keys of
    its short forms (module docstring) joined by spaces ("" when it has none)."""
    tokens = tokens_re(text).findall(text)
    keys = " ".join([memo[t] for t in tokens])
    keys = _BOUNDARY_RUN.sub(BOUNDARY, keys) if "_ _" in keys else keys
    if text.islower() or (text.isascii() and not _MAYBE_SHORT.search(text)):
        return keys, ""
    written = memo.written
    if "-" not in text:
        return keys, " ".join([w for t in tokens if (w := written[t])])
    return keys, " ".join(prefixed_keys(text, written))


def prefixes(text: str) -> dict[int, str]:
    """Where a word after a one-character word and a hyphen starts -> that character
    (:data:`_PREFIXED`; "k-NN" -> {2: "k"})."""
    return {m.end(): m.group(1) for m in _PREFIXED.finditer(text)} if "-" in text else {}


def prefixed_keys(text: str, written: dict[str, str]) -> list[str]:
    """The written keys of ``text`` (``written``: each token's :func:`short_form_key`), a
    short form after a one-character word and a hyphen read as the compound's key and
    the part's followed by ``_`` ("k-NN" -> "kn_n_", "n_n__"), one in a longer compound
    by its compound key (:func:`compound_key`: "DM-GAN" -> "_c_d_m___dmgan",
    "_c_g_a_n___dmgan")."""
    prefix_of = prefixes(text)
    compound_at = _compound_words(text)
    out = []
    for m in tokens_re(text).finditer(text):
        if not (w := written[m.group()]):
            continue
        prefix = prefix_of.get(m.start())
        if prefix is not None:
            out += [written_key(prefix) + w, w + "_"]
        else:
            out.append(compound_key(w, compound_at[m.start()]) if m.start() in compound_at
                       else w)
    return out


#: A compound: words joined by hyphens, the first of two characters or more ("DM-GAN",
#: "Inter-ICL", "LLM-based", "ViT-B"; not "k-NN", the prefix's: :data:`_PREFIXED`).
_COMPOUND = re.compile(r"(?<![\w'’-])[^\W_]{2,}(?:-[^\W_]+)+(?![\w'’-])")


def _compound_words(text: str) -> dict[int, str]:
    """Where each word of a compound (:data:`_COMPOUND`) of ``text`` starts -> the
    compound."""
    out = {}
    for m in _COMPOUND.finditer(text):
        at = m.start()
        for word in m.group().split("-"):
            out[at] = m.group()
            at += len(word) + 1
    return out


def compound_key(written: str, compound: str) -> str:
    """The key of a short form (``written``: its :func:`written_key`) inside a hyphenated
    compound: ``_c_``, its written key, ``__`` and the compound's letters and digits
    (:func:`analysis.terms.acronyms.short_key`, as :func:`defined_key` reads a defined
    compound), so that the search can tell "DM" alone from "DM" in "DM-GAN"
    (:mod:`analysis.search.compounds`).  No written key holds ``__``: the prefix
    ``_c_<written>__`` is one short form's."""
    return f"{COMPOUND}{written}__{short_key(compound)}"


#: How a compound key starts (:func:`compound_key`).
COMPOUND = "_c_"


def index_text(text: str, memo: KeyMemo) -> str:
    """A text as the index stores it: its keys, then its short forms' written keys, then
    its definitions' keys (:func:`definition_keys`)."""
    keys, written = run_keys(text, memo)
    return " ".join(k for k in (keys, written, definition_keys(text)) if k)


#: How a definition key starts: no key starts with ``_`` but the boundary, which is
#: that one character, and no written key does.
DEFINED = "_d_"


def defined_key(short: str) -> str:
    """The start of the keys of every definition of ``short`` ("LDA" -> "_d_lda_")."""
    return f"{DEFINED}{short_key(short)}_"


def definition_keys(text: str) -> str:
    """The keys of the definitions ``text`` gives (:func:`analysis.terms.acronyms.
    text_definitions`), each once: the short form's start (:func:`defined_key`) and each
    key of what its long form means (:func:`analysis.terms.acronyms.meanings`: "linear
    discriminant analysis (LDA)" -> "_d_lda_lineardiscriminantanalysis",
    "_d_lda__linear_analys"), by which the search leaves out the papers that define an
    acronym it adds otherwise (:mod:`analysis.search.shortforms`)."""
    return " ".join(dict.fromkeys(defined_key(short) + key
                                  for short, long in (*text_definitions(text),
                                                      *reverse_definitions(text))
                                  for key in meanings(long)))


class RunMemo(dict[str, str]):
    """A space-separated run of text -> its keys (:func:`run_keys` of the run), each
    distinct run keyed once, its written keys in ``written`` (only the runs that have
    some); emptied when it reaches ``max_runs`` (it grows with the corpus; 500,000 runs
    hold about 100 MB), which changes no key.  ``written`` is emptied only between two
    calls of :func:`index_texts` (:meth:`start`), so that it holds every run read in a
    call even when the keys were emptied meanwhile."""

    def __init__(self, max_runs: int = 500_000) -> None:
        super().__init__()
        self.tokens, self.max_runs = KeyMemo(), max_runs
        self.written: dict[str, str] = {}

    def __missing__(self, run: str) -> str:
        if len(self) >= self.max_runs:
            self.clear()
        key, written = run_keys(run, self.tokens)
        self[run] = key
        if written:
            self.written[run] = written
        return key

    def start(self) -> None:
        """Empty ``written`` when it holds ``max_runs`` runs (before a call reads it)."""
        if len(self.written) >= self.max_runs:
            self.written.clear()


def index_texts(texts: Sequence[str | None], memo: RunMemo) -> list[str]:
    """:func:`index_text` of each text (None as ""), keyed a distinct run at a time.

    Why: keyed token by token, a text costs a Python string and a look-up per token
    (about 23 CPU-s at 250,000 papers, most of the search child's work).  How, and why
    it is the same: no token holds whitespace (neither alternative of :data:`TOKEN`
    matches it), so a text's keys are its space-separated runs' keys in order; Arrow cuts
    the texts at the spaces and tells the runs apart (no Python object per run), each
    distinct run is keyed once (:class:`RunMemo`; a run holding other whitespace is read
    by the same expression, which finds no token there), and the runs' keys are joined
    again per text by Arrow, runs with no key (empty: "a  b") left out and boundary runs
    across runs made one as :func:`index_text` does.  A run is read by
    :func:`tokens_re` of the run, not of its text: on ASCII both expressions find the
    same tokens.  The runs' written keys (short forms, module docstring) are joined the
    same way and follow the text's keys; the second join is skipped when no run of the
    call has one.  The definitions' keys (:func:`definition_keys`, read from each whole
    text: a definition spans runs) come last.
    """
    if not texts:
        return []
    split = pc.split_pattern(pa.array([t or "" for t in texts], pa.large_string()), " ")
    runs = pc.dictionary_encode(split.flatten())
    distinct = runs.dictionary.to_pylist()
    memo.start()
    offsets = split.offsets.to_numpy()
    keys = pc.replace_substring_regex(
        _joined([memo[r] for r in distinct], runs.indices, offsets),
        pattern=_BOUNDARY_RUN.pattern, replacement=BOUNDARY)
    written = [memo.written.get(r, "") for r in distinct] if memo.written else []
    if any(written):
        keys = _after(keys, _joined(written, runs.indices, offsets))
    defined = [definition_keys(t) if t else "" for t in texts]
    if any(defined):
        keys = _after(keys, pa.array(defined, pa.large_string()))
    return keys.to_pylist()


def _after(keys: pa.Array, more: pa.Array) -> pa.Array:
    """Each text's keys followed by its ``more`` keys (no space when it has none)."""
    both = pc.binary_join_element_wise(keys, more, pa.scalar(" ", pa.large_string()))
    return pc.utf8_rtrim(both, characters=" ")


def _joined(per_distinct: list[str], indices: pa.Array, offsets: np.ndarray) -> pa.Array:
    """Each text's runs' strings joined by spaces, empty ones left out (``indices``: each
    run's distinct run, ``offsets``: where each text's runs start)."""
    per_run = pa.array(per_distinct, pa.large_string()).take(indices)
    kept = pc.greater(pc.binary_length(per_run), 0)
    before = np.r_[0, np.cumsum(kept.to_numpy(zero_copy_only=False), dtype=np.int64)]
    lists = pa.LargeListArray.from_arrays(pa.array(before[offsets]), per_run.filter(kept))
    return pc.binary_join(lists, pa.scalar(" ", pa.large_string()))


def phrase_keys(text: str, kept: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The keys of a typed phrase, boundary runs as one and none at either end
    (``'"Mixture-of-Experts (MoE)"'`` -> ``("mixture", "of", "expert", "_", "moe")``);
    a word whose lower case is in ``kept`` gets that key instead (an acronym whose final
    S is a letter, :func:`analysis.search.shortforms.kept_s`: "mcts" -> "mcts"), unless
    it is written as a plural of capitals ("MCTs")."""
    keys: list[str] = []
    for token in tokens_re(text).findall(text):
        plural = token[-1:] == "s" and token[-2:-1].isupper()  # "MCTs": MCT's plural
        key = (kept and not plural and kept.get(token.lower())) or cached_token_key(token)
        if key == BOUNDARY and (not keys or keys[-1] == BOUNDARY):
            continue
        keys.append(key)
    while keys and keys[-1] == BOUNDARY:
        keys.pop()
    return tuple(keys)


def key_spans(text: str) -> Iterator[tuple[str, int, int]]:
    """(key, start, end) of each key of ``text`` in order, a boundary run as one key (its
    first character): what the highlighter and keyword-in-context read, lazily, so a
    reader that needs only the first match stops there."""
    previous = ""
    for m in tokens_re(text).finditer(text):
        key = cached_token_key(m.group())
        if key == BOUNDARY == previous:
            continue
        previous = key
        yield key, m.start(), m.end()
