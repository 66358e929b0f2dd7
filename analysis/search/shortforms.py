"""How the search finds an acronym it adds, from what the corpus defines (issue 10).

The index holds a written key for every word written as a short form
(:mod:`analysis.search.keys`): "r_el_u_" for "ReLU" and "ReLUs", "m_c_t_s_" for "MCTS",
and for a short form after a one-character word and a hyphen the compound's key and the
part's ("kn_n_" and "n_n__" for "k-NN").  An added acronym is found:

- **in its case or in capitals**: "RELU" for "ReLU", "KNN" for "kNN", "CGAN" for
  "cGAN", "SEMG" for "sEMG" (:meth:`Written.keys`).  A word in capitals has no case of
  its own (titles and headings are set so), so it cannot say it is another word; a word
  written with other small letters says so on purpose: "GaN" (gallium nitride) is no
  "GAN", "iTM" no "ITM", and "iv", "Iv", "kg" are no short forms at all (wave 27).
  Measured (bench/keywords/RESULTS.md, wave 28): folding every case variant also
  counted "GaN"/"InGaN" for GAN on the 61k corpus.
- **with a final capital S a letter** when the corpus defines it so: "Monte Carlo tree
  search (MCTS)", whose last word starts with the S; "SVMs", "GANs" write the plural
  with a lower-case s.  The vocabulary keys a token without the definitions (its keys
  are made chunk by chunk, before any definition is counted), so the spelling "mcts" it
  pairs with the term, and "mcts" typed in the search box, were keyed as the plural of
  "mct" (:func:`analysis.terms.inflection.word_key`) and found every "MCT"/"MCTs" but no
  "MCTS" (on the 24k corpus "l-bfgs" typed found no paper, "L-BFGS" 16; on the 61k
  corpus "minimally invasive robotic surgery (MIRS)" counted 9 papers on "MIR", music
  information retrieval).  :func:`kept_s` gives, for each acronym the corpus defines
  so, the key its capitals have ("mcts"), which its lower-case spelling and a typed
  word then get.
- **in a compound** "x-NN" unless the corpus defines a compound of one character and
  these letters ("kNN", "k-NN", "k-nn") whose expansion holds neither NN's own nor "NN"
  (:func:`counts_parts`): "k-nearest neighbor" is no "neural network", so neither
  "k-NN" nor "1-NN" count for it; "6-DoF" counts for "degrees of freedom (DoF)",
  "k-DPP" for "determinantal point process (DPP)" when the corpus defines "k-DPP" as a
  "k-determinantal point process", and "W-GAN" for "GAN" when "WGAN" is a
  "Wasserstein GAN".
- **not in a paper that defines it otherwise**: Schwartz & Hearst (2003) read a
  definition as fixing what a short form means in the paper that gives it, so a paper
  writing "linear discriminant analysis (LDA)" uses "LDA" for that, whatever the corpus
  mostly means by it.  The index holds each paper's definitions
  (:func:`analysis.search.keys.definition_keys`); an added acronym is not found in a
  paper whose definitions of it all mean something else than its expansions (compared
  by :func:`analysis.terms.acronyms.meanings`: spellings, plurals, hyphens folded, or
  the same stems of the first word and of the last or second-to-last), as
  the vocabulary does not count it there (:mod:`analysis.terms.redefined`).  Such a
  paper is still found by the expansion it writes.  On the 24k corpus 16 of the 124
  papers "latent Dirichlet allocation (LDA)" counted were on linear discriminant
  analysis; on the 61k corpus "retrieval-augmented generation" dated from 2005, an
  ICRA paper's "region adjacency graph (RAG)".
- **not where a paper writes it only in compounds the corpus defines as other names**
  ("DM-GAN", "Inter-ICL"; :mod:`analysis.search.compounds`): found in any compound
  (:attr:`Written.compounds`), those papers given as for the next point.
- **not in a paper using its letters in another context** when the corpus defines them
  in several senses (:mod:`analysis.search.senses`): the rows are given
  (:attr:`Written.excluded`) and taken out of what :meth:`Written.fts` finds
  (:func:`analysis.search.index.fts_expression` keeps the expression, the index's
  evaluation the rows).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from analysis.search.keys import (
    COMPOUND,
    defined_key,
    phrase_keys,
    short_form_key,
    singular_short_form,
    token_key,
    written_key,
)
from analysis.terms.acronyms import is_short_form, meanings


@dataclass(frozen=True)
class Written:
    """An acronym the search finds only where written as a short form."""

    acronym: str  # as the corpus writes it: "ReLU"
    parts: bool = True  # whether "x-ReLU" counts (False: the corpus defines "xReLU" otherwise)
    #: What its expansions mean (:func:`analysis.terms.acronyms.meanings`): a paper whose
    #: own definitions of it share none of these keys is not found by it (none: every
    #: paper).
    meant: tuple[str, ...] = ()
    #: Papers (rows) that write it only as a short form in another sense, by their
    #: context (:mod:`analysis.search.senses`): not found by it.
    excluded: tuple[int, ...] = ()

    @property
    def keys(self) -> tuple[str, ...]:
        """Its written keys: as the corpus writes it, and in capitals (module docstring)."""
        return tuple(dict.fromkeys((written_key(self.acronym),
                                    written_key(self.acronym.upper()))))

    def fts(self) -> str:
        """The FTS5 alternatives that find it: its keys, and their part keys when parts
        count; but not in a paper that defines it, none of its definitions meaning one of
        :attr:`meant` (module docstring)."""
        keys = self.keys + tuple(k + "_" for k in self.keys) if self.parts else self.keys
        found = " OR ".join([f'"{k}"' for k in keys] + [f'"{p}" *' for p in self.compounds])
        if not self.meant:
            return found
        return f"({found}) NOT ({self.defined_otherwise()})"

    @property
    def compounds(self) -> tuple[str, ...]:
        """The starts of the keys of its uses in hyphenated compounds ("_c_d_m___" for
        "DM-GAN", "DM-based": :func:`analysis.search.keys.compound_key`)."""
        return tuple(f"{COMPOUND}{k}__" for k in self.keys)

    def defined_otherwise(self) -> str:
        """The FTS5 expression of the papers defining it, none of their definitions
        meaning one of :attr:`meant` (every paper defining it when none is given)."""
        start = defined_key(self.acronym)
        if not self.meant:
            return f'"{start}" *'
        kept = " OR ".join(f'"{start}{m}"' for m in self.meant)
        return f'"{start}" * NOT ({kept})'


def written_matches(text: str, key: str, start: int, end: int, prefix_of: Mapping[int, str],
                    found: Mapping[str, Written]) -> Iterator[tuple[int, int]]:
    """(start, end) of each acronym of ``found`` (by each of its :attr:`Written.keys`)
    that the token ``text[start:end]`` (search key ``key``) is, as the index reads it:
    the token, or the compound it ends ("k-NN" for "kNN", from the prefix's start);
    ``prefix_of``: :func:`analysis.search.keys.prefixes` of ``text``."""
    w = short_form_key(text[start:end], key)
    if not w:
        return
    prefix = prefix_of.get(start)
    if prefix is None:
        if w in found:
            yield start, end
        return
    if written_key(prefix) + w in found:
        yield start - 2, end
    if w in found and found[w].parts:
        yield start, end


def _letters(text: str) -> str:
    return "".join(c.lower() for c in text if c.isalnum())


def kept_s(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Lower-case word -> its key in capitals, for each acronym the corpus defines with a
    final S that its expansion's last word starts with, where the two keys differ
    ("mcts" -> "mcts", whose lower case is keyed "mct"; module docstring)."""
    kept = {}
    for acronym, expansion in pairs:
        if not acronym.rstrip().endswith("S"):
            continue
        last = re.split(r"[\s-]+", expansion.strip())[-1:]
        word = re.split(r"[^\w'’]+", acronym.strip())[-1]
        if (word.endswith("S") and word.isupper() and last and last[0][:1].lower() == "s"
                and token_key(word) != token_key(word.lower())):
            kept[word.lower()] = token_key(word)
    return kept


def counts_parts(acronym: str, expansions: Iterable[str],
                 compounds: Mapping[str, list[str]]) -> bool:
    """Whether "x-``acronym``" counts for ``acronym``: the corpus defines no compound
    (``compounds``, :func:`compounds_of`: "kNN", "k-NN", a variable or a number before
    the acronym, as in the compounds the index reads) of one character and its letters
    with an expansion that holds none of ``expansions`` nor the acronym ("Wasserstein
    GAN (WGAN)" is a GAN; module docstring)."""
    others = compounds.get(_letters(acronym), ())
    own = [phrase_keys(e) for e in expansions] + [phrase_keys(acronym)] if others else []
    return all(any(_holds(phrase_keys(expansion), e) for e in own) for expansion in others)


def compounds_of(pairs: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """The letters after the first of each compound the pairs define (:data:`_COMPOUND`)
    -> its expansions ("nn" -> ["k-nearest neighbor"] for "kNN").  A capital first
    ("HMI", "APF", "CIL") is an acronym of its own, not a compound: on the 61k corpus
    reading those too (and their lower-case spellings) took "c-MI", "P-PF" and "Z-IL"
    from "mutual information", "particle filter" and "imitation learning"."""
    out: dict[str, list[str]] = {}
    for other, expansion in pairs:
        if _COMPOUND.match(other.strip()):
            out.setdefault(_letters(other)[1:], []).append(expansion)
    return out


#: A compound of a variable or a number and an acronym as the corpus writes it: a small
#: letter or a digit, then a capital ("kNN", "1NN"), or any one character and a hyphen
#: ("k-NN", the vocabulary's spelling "k-nn").  Not a capital first ("KNN", "CMI", "APF":
#: acronyms of their own), nor a spelling without a hyphen ("hmi", "cil": the lower-case
#: keys of "HMI", "CIL").
_COMPOUND = re.compile(r"[^\W_]-|[a-z0-9][A-Z]")


def _holds(phrase: tuple[str, ...], part: tuple[str, ...]) -> bool:
    n = len(part)
    return any(phrase[i:i + n] == part for i in range(len(phrase) - n + 1))


def written_forms(shown: Mapping[tuple[str, ...], str],
                  expansions: Mapping[tuple[str, ...], list[tuple[str, ...]]],
                  pairs: list[tuple[str, str]]) -> dict[tuple[str, ...], Written]:
    """Each one-word acronym written as a short form -> how the search finds it."""
    out: dict[tuple[str, ...], Written] = {}
    compounds = compounds_of(pairs)
    for phrase, found in expansions.items():
        acronym = shown.get(phrase, "")
        words = [w for w in re.split(r"[^\w'’]+", acronym) if w]
        if len(phrase) != 1 or len(words) != 1 or not is_short_form(words[0]):
            continue
        word = singular_short_form(words[0], phrase[0])
        longs = [shown.get(e, " ".join(e)) for e in found]
        out[phrase] = Written(word, counts_parts(word, longs, compounds),
                              tuple(dict.fromkeys(k for e in longs for k in meanings(e))))
    return out
