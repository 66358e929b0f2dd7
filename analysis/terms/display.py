"""Step 4 of the vocabulary: how each term is shown.

A term's display form is the most frequent surface form of its key, in its usual case:
acronyms stay upper case ("LLM", "GAN", "RL"; the singular when it is used), names keep
their capital ("Bayesian", "Gaussian"), other words are lower case.  A capital at the
start of a sentence says nothing about a word's usual case, so sentence-initial tokens
are not counted when deciding it (unless a word only ever starts sentences).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from analysis.terms.counting import Codes, factorize, is_among
from analysis.terms.phrases import FrequentWords, PhraseSet
from analysis.terms.tokens import Tokens

LOWER, CAPITALISED, UPPER = 0, 1, 2
# Shares of a folded form's tokens that make its display upper case (acronym) or
# capitalised (name); otherwise it is shown in lower case.
UPPER_SHARE = 0.5
CAPITALISED_SHARE = 0.7


@dataclass(frozen=True)
class FoldedForms:
    """The distinct folded (lower-case, accent-free) forms and their display casing.

    Attributes
    ----------
    of_surface : ndarray of int64
        Each surface form's folded form, as an index into ``strings``.
    strings : ndarray of str
        The distinct folded forms.
    cased : list of str
        Each folded form in its usual case ("llm" -> "LLM").
    """

    of_surface: Codes
    strings: np.ndarray
    cased: list[str]


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


def folded_forms(tokens: Tokens, folded: list[str], surface_counts: Codes) -> FoldedForms:
    """Group the surface forms by folded form and decide each one's casing
    (``surface_counts``: tokens of each surface form)."""
    of_surface, strings = factorize(np.array(folded, dtype=object))
    classes = np.array([case_class(s) for s in tokens.surfaces], dtype=np.int64)
    counts = np.bincount(tokens.surface[~tokens.sentence_initial()],
                         minlength=len(tokens.surfaces))
    # a folded form seen only at sentence starts: count those after all
    seen_inside = np.bincount(of_surface, weights=counts, minlength=len(strings)) > 0
    counts = np.where(seen_inside[of_surface], counts, surface_counts)
    cased = _casing(tokens.surfaces, of_surface, classes, counts, len(strings))
    return FoldedForms(of_surface=of_surface, strings=strings, cased=cased)


def _casing(surfaces: np.ndarray, of_surface: Codes, classes: Codes, counts: np.ndarray,
            n_folded: int) -> list[str]:
    """Display casing of each folded form: the winning case class by token share, shown
    as its most frequent surface (ties: alphabetical)."""
    class_counts = np.zeros((n_folded, 3))
    np.add.at(class_counts, (of_surface, classes), counts)
    best: dict[tuple[int, int], tuple[int, str]] = {}
    for surface, form, cls, count in zip(surfaces, of_surface, classes, counts, strict=True):
        slot = (int(form), int(cls))
        current = best.get(slot)
        candidate = (int(count), str(surface))
        if current is None or candidate[0] > current[0] or (
                candidate[0] == current[0] and candidate[1] < current[1]):
            best[slot] = candidate
    out = [""] * n_folded
    for form in range(n_folded):
        shares = class_counts[form]
        total = shares.sum()
        if total and shares[UPPER] >= UPPER_SHARE * total:
            cls = UPPER
        elif total and shares[CAPITALISED] >= CAPITALISED_SHARE * total:
            cls = CAPITALISED
        else:
            cls = LOWER
        if (form, cls) not in best:
            cls = max(((form, c) for c in range(3) if (form, c) in best),
                      key=lambda slot: best[slot][0])[1]
        surface = best[(form, cls)][1]
        out[form] = surface.lower() if cls == LOWER else surface
    return out


def word_display_forms(word_ids: Codes, keys: np.ndarray, key_of_surface: Codes,
                       forms: FoldedForms, surface_counts: Codes) -> dict[int, str]:
    """Display form of each word key in ``word_ids``: its most used folded form, cased;
    an acronym's plural shown singular when the singular is used ("LLM", not "LLMs")."""
    best_form = _most_used_form(key_of_surface, forms, surface_counts)
    form_index: dict[str, int] | None = None
    out = {}
    for key_id in word_ids:
        form = best_form[key_id]
        shown = forms.cased[form]
        if case_class(shown) == UPPER and keys[key_id] != forms.strings[form]:
            if form_index is None:
                form_index = {str(s): i for i, s in enumerate(forms.strings)}
            singular = form_index.get(keys[key_id])
            if singular is not None:
                shown = forms.cased[singular]
        out[int(key_id)] = shown
    return out


def _most_used_form(key_of_surface: Codes, forms: FoldedForms,
                    surface_counts: Codes) -> dict[int, int]:
    """For each key, the folded form with most tokens (ties: alphabetical)."""
    is_key = key_of_surface >= 0
    pair_counts: dict[tuple[int, int], int] = {}
    for key_id, form, count in zip(key_of_surface[is_key], forms.of_surface[is_key],
                                   surface_counts[is_key], strict=True):
        pair = (int(key_id), int(form))
        pair_counts[pair] = pair_counts.get(pair, 0) + int(count)
    best: dict[int, tuple[int, str, int]] = {}
    for (key_id, form), count in pair_counts.items():
        candidate = (count, str(forms.strings[form]), form)
        current = best.get(key_id)
        if current is None or count > current[0] or (
                count == current[0] and candidate[1] < current[1]):
            best[key_id] = candidate
    return {key_id: value[2] for key_id, value in best.items()}


def phrase_display_forms(phrase_sets: list[PhraseSet], words: FrequentWords,
                         keys: np.ndarray, tokens: Tokens,
                         forms: FoldedForms) -> list[tuple[str, str, int, int]]:
    """``(key, display form, n_words, code)`` of every kept phrase: the most frequent
    sequence of folded forms among its occurrences (ties: alphabetical), each word cased."""
    form_of_token = forms.of_surface[tokens.surface]
    n_forms = np.int64(len(forms.strings))
    out = []
    for phrases in phrase_sets:
        n_words = phrases.n_words
        if phrases.kept.size == 0:
            continue
        occurs = is_among(phrases.position_codes, phrases.kept)
        start = phrases.positions[occurs]
        sequence = form_of_token[start]
        for j in range(1, n_words):
            sequence = sequence * n_forms + form_of_token[start + j]

        def folded_text(value: int, n_words: int = n_words) -> str:
            return " ".join(str(forms.strings[f]) for f in _digits(value, n_words, n_forms))

        best = _argmax_by_group(phrases.position_codes[occurs], sequence, folded_text)
        for code, value in best.items():
            shown = " ".join(forms.cased[f] for f in _digits(value, n_words, n_forms))
            key = " ".join(str(keys[k]) for k in words.phrase_key_ids(code, n_words))
            out.append((key, shown, n_words, code))
    return out


def _digits(value: int, n_digits: int, base: np.int64) -> list[int]:
    """The base-``base`` digits of ``value``, most significant first."""
    digits = []
    for _ in range(n_digits):
        digits.append(int(value % base))
        value //= int(base)
    return digits[::-1]


def _argmax_by_group(groups: Codes, values: Codes, name: Callable[[int], str]) -> dict[int, int]:
    """For each group, its most frequent value (ties: smallest ``name(value)``)."""
    if groups.size == 0:
        return {}
    distinct_groups, group = np.unique(groups, return_inverse=True)
    distinct_values, value = np.unique(values, return_inverse=True)
    n_values = len(distinct_values)
    pair, count = np.unique(group.astype(np.int64) * n_values + value, return_counts=True)
    best: dict[int, tuple[int, int]] = {}
    for p, c in zip(pair.tolist(), count.tolist(), strict=True):
        g, v = int(distinct_groups[p // n_values]), int(distinct_values[p % n_values])
        current = best.get(g)
        if current is None or c > current[1] or (c == current[1] and name(v) < name(current[0])):
            best[g] = (v, c)
    return {g: v[0] for g, v in best.items()}
