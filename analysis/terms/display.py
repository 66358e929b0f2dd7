"""How each term is shown: in its usual case, with a singular head noun.

A word's case is decided by its tokens whose capital is the writer's choice (outside
first sentences, which are often titles in Title Case, and outside sentence starts):
an acronym stays upper case ("LLM", "GAN", "ReLU": at least half of such tokens have a
capital inside), a name keeps its capital ("Bayesian", "Gaussian": at least 70% start
with one), anything else is lower case.  Where the writers split (a capital on at least
half of those tokens but less than 70%), the corpus's most common form decides, every
token counted: a name whose capitals are mostly where the case is not the writer's
choice keeps them when 70% of all its tokens have them (61k: "Perspective-n-Point", 23
of 28 tokens, most in its definition "(PnP)" and in titles, in free text 5 of 10).  On
the 24k and 61k corpora this changes five words, none of a keyword: "Hedge" (the
algorithm), "Siamese", "Wall", "Chain-of-Thought", "Perspective-n-Point"; from 30% it
also gave "Revisited" (24 of its 28 tokens in titles) and "Lastly".  A
single word is shown by its most used spelling in that case ("graph", "ImageNet";
"optimization" or "optimisation", whichever the corpus writes more:
:func:`analysis.terms.inflection.american`), in the singular unless the singular is rare
(under :data:`RARE_SINGULAR` of its uses, "forceps", "chores"), and an acronym in the
singular when the singular is used ("LLM", not "LLMs").  The most used number alone put
"attacks" (61k: plural in 0.54 of its uses), "explanations" (0.62), "gestures", "games"
(24k, 0.55), "options" (ICML, 0.64) in the keyword lists beside singular labels; a label
names the subject, as author keywords do ("adversarial attack").  Rare is under a fifth
of the uses, the one in five the phrase selection also reads as rare
(:data:`analysis.terms.phrase_selection.FRAGMENT_SHARE`): on the four benchmark corpora
the single words it leaves plural are those hardly written in the singular ("forceps"
1.00 plural, "chores" 0.86, the seeds' "failures" 5 of 6 uses), while the keywords with
a plural majority have a singular in common use ("automata" 0.78 plural, "forecasts" and
"circuits" 0.73, "explanations" 0.62, "games" 0.55) and are shown in it
(bench/keywords/RESULTS.md, wave 36).

A phrase is shown word by word in those cases, its head noun singular ("large language
model", "neural network", "Gaussian process"; the head is the last word, or the word
before "of"/"to": "mixture of experts"), every other word in the number most of the
phrase's uses have ("mixture of experts", "bag of words", "alternating direction method
of multipliers").  The head stays plural in a fixed plural phrase ("least squares")
and before an "of" its phrase writes plural ("activities of daily living"), decided from
the corpus by :mod:`analysis.terms.fixed_plurals`.  A head the corpus
never writes in the singular is made singular from its key ("networks" ->
"network"), unless it is a name, capitalised ("Gibbs", "Hawkes", "Dubins": no paper
writes "Gibb"; session 62).
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import pandas as pd

from analysis.terms.inflection import american, singular_spelling
from analysis.text import fold

LOWER, CAPITALISED, UPPER = 0, 1, 2
UPPER_SHARE = 0.5
#: Share of a word's uses under which its singular is rare: only then is the word shown
#: in the plural (module docstring).
RARE_SINGULAR = 0.2
CAPITALISED_SHARE = 0.7
#: Share of a word's free-text tokens capitalised from which the writers are split and
#: all its tokens decide (a half: no majority writes it in lower case; from 30%,
#: "Revisited" of titles and "Lastly" took capitals: module docstring).
SPLIT_SHARE = 0.5
#: Share of a phrase's uses with a word inflected above which that word is shown plural.
PLURAL_SHARE = 0.5


def case_class(surface: str) -> int:
    """``LOWER`` (0), ``CAPITALISED`` (1, "Bayesian", "Short-Term") or ``UPPER`` (2, an
    acronym or inner capitals)."""
    if surface.islower() or not any(c.isalpha() for c in surface):
        return LOWER
    parts = [x for x in surface.split("-") if x]
    if surface[0].isupper() and all(x[1:].islower() or not any(c.isalpha() for c in x[1:])
                                    for x in parts):
        return CAPITALISED
    return UPPER


@dataclass(frozen=True)
class WordForms:
    """Each word key's shown forms: ``singular`` ("llm" -> "LLM"; the inflected form
    where the singular is never written: "bag-of-words"), ``plural`` ("expert" ->
    "experts"; the singular where the word is never inflected) and ``usual`` (the one
    most used; the singular for an acronym whose singular is used)."""

    singular: dict[str, str]
    plural: dict[str, str]
    usual: dict[str, str]
    heads: dict[str, str]

    def head(self, key: str) -> str:
        """The form of ``key`` as a phrase's head: singular, made so when the corpus
        never writes it ("networks" -> "network" in "generative adversarial network")."""
        return self.heads.get(key) or self.singular.get(key, key)


def word_forms(surfaces: pd.DataFrame, keys: Iterable[str]) -> WordForms:
    """The shown forms of ``keys`` from the surface counts of
    :class:`~analysis.terms.word_counts.WordCounts`."""
    wanted = set(keys)
    of_key = surfaces.index.get_level_values("key").to_numpy(dtype=object)
    mine = np.array([k in wanted for k in of_key], dtype=bool)
    rows = []
    for surface, key, tokens, cased in zip(
            surfaces.index.get_level_values("surface").to_numpy(dtype=object)[mine],
            of_key[mine], surfaces["tokens"].to_numpy()[mine],
            surfaces["cased"].to_numpy()[mine], strict=True):
        # inflected: not the key once its spelling is folded ("optimisation" is the
        # singular of "optimization", "optimisations" its plural)
        rows.append((key, str(surface), american(fold(surface)) != key, case_class(surface),
                     int(tokens), int(cased)))
    if not rows:
        return WordForms(singular={}, plural={}, usual={}, heads={})
    frame = pd.DataFrame(rows, columns=["key", "surface", "inflected", "case", "tokens",
                                        "cased"])
    key_code, names = pd.factorize(frame["key"], sort=True)
    key_names = np.asarray(names, dtype=object)
    case = _usual_cases(key_code, frame, len(key_names))
    # a key's surfaces in its usual case (any, when that case has none): singular
    # first, then most tokens, ties alphabetical
    in_case = frame["case"].to_numpy() == case[key_code]
    has_case = np.bincount(key_code, weights=in_case, minlength=len(key_names)) > 0
    usable = in_case | ~has_case[key_code]
    inflected = frame["inflected"].to_numpy()
    order = np.lexsort((frame["surface"].to_numpy(dtype=str), -frame["tokens"].to_numpy(),
                        inflected, ~usable, key_code))
    singular: dict[str, str] = {}
    plural: dict[str, str] = {}
    heads: dict[str, str] = {}
    surface_of = frame["surface"].to_numpy(dtype=object)
    tokens = frame["tokens"].to_numpy()
    for i in order:
        if not usable[i]:
            continue
        key = str(key_names[key_code[i]])
        shown = _shown(surface_of[i], int(case[key_code[i]]))
        if inflected[i]:
            plural.setdefault(key, shown)
        singular.setdefault(key, shown)  # the first: singular when one is written
    for key, shown in singular.items():
        plural.setdefault(key, shown)
        # never written in the singular: made so, unless a name ("Gibbs", "Hawkes",
        # "Dubins": "efficient Gibb" was shown on the 24k; session 62)
        if shown == plural[key] and _singular_of(shown, key) != shown \
                and case_class(shown) != CAPITALISED:
            heads[key] = _singular_of(shown, key)
    return WordForms(singular=singular, plural=plural, heads=heads,
                     usual=_usual_forms(frame, key_code, key_names, usable, tokens, case,
                                        singular, plural))


def _usual_forms(frame: pd.DataFrame, key_code: np.ndarray, key_names: np.ndarray,
                 usable: np.ndarray, tokens: np.ndarray, case: np.ndarray,
                 singular: dict[str, str], plural: dict[str, str]) -> dict[str, str]:
    """The number each key is shown in: the plural when its singular is rare
    (:data:`RARE_SINGULAR`; singular for acronyms)."""
    inflected = frame["inflected"].to_numpy()
    n_keys = len(key_names)
    many = np.bincount(key_code, weights=np.where(inflected & usable, tokens, 0), minlength=n_keys)
    one = np.bincount(key_code, weights=np.where(~inflected & usable, tokens, 0), minlength=n_keys)
    out = {}
    for k, name in enumerate(key_names):
        key = str(name)
        more_plural = one[k] < RARE_SINGULAR * (many[k] + one[k]) and case[k] != UPPER
        out[key] = plural[key] if more_plural else singular[key]
    return out


def _usual_cases(key_code: np.ndarray, frame: pd.DataFrame, n_keys: int) -> np.ndarray:
    """Each key's usual case class from its surfaces' counts (see the module docstring);
    a word seen only in first sentences and at sentence starts is lower case unless
    most of its tokens have inner capitals."""
    slot = key_code * 3 + frame["case"].to_numpy()
    cased = np.bincount(slot, weights=frame["cased"].to_numpy(),
                        minlength=3 * n_keys).reshape(n_keys, 3)
    tokens = np.bincount(slot, weights=frame["tokens"].to_numpy(),
                         minlength=3 * n_keys).reshape(n_keys, 3)
    total = cased.sum(axis=1)
    seen = total > 0
    out = np.full(n_keys, LOWER, dtype=np.int64)
    out[seen & (cased[:, CAPITALISED] >= CAPITALISED_SHARE * total)] = CAPITALISED
    # the writers split (no majority of the free-text tokens in lower case, short of
    # CAPITALISED_SHARE): the corpus's most common form decides, every token counted
    split = seen & (cased[:, CAPITALISED] >= SPLIT_SHARE * total)
    out[split & (tokens[:, CAPITALISED] >= CAPITALISED_SHARE * tokens.sum(axis=1))] = CAPITALISED
    out[seen & (cased[:, UPPER] >= UPPER_SHARE * total)] = UPPER
    out[~seen & (tokens[:, UPPER] >= UPPER_SHARE * tokens.sum(axis=1))] = UPPER
    return out


def _singular_of(surface: str, key: str) -> str:
    """``surface`` made singular in its own case: the key's letters after the part they
    share ("Networks" -> "Network", "LLMs" -> "LLM"); a British spelling is compared with
    its own singular, not the key (American: "Modelling" is already singular, and
    "Neighbours" is "Neighbour", not the "Neighbou" the key "neighbor" would cut it to)."""
    folded = fold(surface)
    if american(folded) != folded:
        key = singular_spelling(folded)
    same = 0
    while same < min(len(folded), len(key)) and folded[same] == key[same]:
        same += 1
    return surface[:same] + key[same:]


def _shown(surface: str, case: int) -> str:
    return surface.lower() if case == LOWER else surface


def phrase_display(keys: list[str], connector: tuple[int, str] | None,
                   plural_share: list[float], forms: WordForms,
                   plural_head: bool = False) -> str:
    """A phrase shown: its content word ``keys`` in order, the ``connector`` (slot after
    which it stands, word) if any, and the share of uses inflected at each position;
    ``plural_head``: a fixed plural or a plural before "of"
    (:mod:`analysis.terms.fixed_plurals`), its head plural unless an acronym."""
    head = connector[0] if connector else len(keys) - 1
    out = []
    for j, key in enumerate(keys):
        if j == head:
            shown = forms.head(key)
            if plural_head and case_class(shown) != UPPER:
                shown = forms.plural.get(key, shown)
            out.append(shown)
        else:
            many = plural_share[j] >= PLURAL_SHARE
            out.append((forms.plural if many else forms.singular).get(key, key))
        if connector and j == connector[0]:
            out.append(connector[1])
    return " ".join(out)


def key_display(key: str, plural_share: list[float], forms: WordForms,
                plural_head: bool = False) -> str:
    """A phrase key shown (:func:`phrase_display`), its connector read from the key."""
    words = key.split()
    connector = None
    content = [w for w in words if w not in ("of", "to")]
    for j, w in enumerate(words):
        if w in ("of", "to") and 0 < j < len(words) - 1:
            connector = (j - 1, w)
    return phrase_display(content, connector, plural_share, forms, plural_head)


class Spelling(Protocol):
    """A part of a term (:class:`analysis.terms.parts.Part`): its key, display form and
    statistics (papers first)."""

    key: str
    shown: str
    stats: Any


def usual_spelling(parts: list[Spelling], acronyms: Container[str]) -> str:
    """How a term of several spellings is shown (its parts, the representative first):
    the spelling the most papers use, the first on a tie, the acronyms aside.  A term
    joined to an acronym has its expansion as the definitions spell it first, which may
    be the rare one (61k: "human robot interaction (HRI)" in 86 papers, "human-robot
    interaction" in ~1,000)."""
    spelled = [p for p in parts if p.key not in acronyms] or parts[:1]
    return max(spelled, key=lambda p: int(p.stats[0])).shown
