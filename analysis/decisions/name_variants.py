"""Author-name variants: an initialled name joins the one full name it can be, or stays apart.

Some proceedings print given names as initials: in the 61k corpus 77-88% of the ICRA/IROS
2000-2005 author names are written "R. Siegwart", from 2007 at most 11%; the same person is
"Roland Siegwart" later (and "Roland Y. Siegwart" now and then).  Counted as written, one
person is several, and the newcomers of the years the spelling changed are partly the same
people writing their names in full.

**The rule.**  A name's given names are split into parts at spaces and hyphens; a part of one
letter, or ending in a full stop ("R.", "Th."), is an *abbreviation* (its letters a prefix),
any other a *word*, and so is a letter hyphened to a word: a syllable ("I-Ming Chen", "Jui-I
Wang"; "J.-P." and "J-P" are initials).  The surname is the last word with the lower-case
particles before it ("van der Maaten") and a suffix after it ("Jr."), and the capitalised
ones where a spelling sharing its last word and first letter writes them in lower case
("Luc Van Gool" beside "L. van Gool"; else "Van" is a given name: "Hien Van Nguyen"):
a known particle only (:mod:`.name_particles`), and only where that spelling can join
the name so read (not "Hien Van Nguyen" beside "Hoang van Nguyen").  Two names are
**compatible** when their surnames are the same (case and accents folded), their first
parts agree, and so does every later part both have (an omitted middle name agrees with
anything): two words agree when equal, an abbreviation and a word when the word starts
with its letters, two abbreviations when one's letters start the other's.  A name **can
join** another when compatible with it and it says nothing the other does not: a given
name beyond the other's is an initial ("Quoc V. Le" for "Quoc Le"; "S. Muhammad Ali" not
for "Saad Ali"), and a given name it writes out is written out there too ("Z. Jane Wang"
not for "Zijie J. Wang").  Spellings parsed alike (differing only in accents, case,
hyphens or punctuation: "Kolja Kühnlenz", "Kolja Kuhnlenz") are one name to begin with.
A name with a digit is left as it is, and so is a name of one word ("Sukarno"); the
order of a name is never guessed ("Wang Jun" is not "Jun Wang").  Then, in two steps:

1. A name with a first name in full and an abbreviated later part ("Roland Y. Siegwart",
   "José M. F. Moura") joins the **one** compatible name written without abbreviations
   ("Roland Siegwart"), when there is exactly one it can join.
2. A name whose first name is abbreviated ("R. Siegwart", "R. Y. Siegwart") joins the one
   **full-name author** (a name with its first name in full, with what joined it in step 1)
   all of whose spellings it can join, when there is exactly one.

It stays apart (**ambiguous**) when it can join two or more: "J. Wang" when the corpus has
"Jun Wang" and "Jing Wang", "R. Siegwart" when it has "Roland Siegwart" and "Rudolf
Siegwart".  And, to merge no two people who write together, it stays apart (**blocked**)
when a paper lists it beside one of the spellings it would join, or when another name joining
the same person is incompatible with it ("R. X. Siegwart" and "R. Y. Siegwart" both joining
"Roland Siegwart": neither does; "R. Siegwart" still does).  It is ambiguous too when it
could be an initialled name that cannot join that person ("B. V. K. Kumar" beside
"Bhartendu Kumar" and "B. V. K. Vijaya Kumar").  And a name with one of the corpus's
frequent surnames (Wang, Zhang, ...) joins only a person it shares a venue or a co-author
with (**unsupported** otherwise: :mod:`.name_evidence`).  Names spelled out in full
never join each other, nor does an initialled name with no full name to join.  The merged
author is shown in its full form: of its spellings with the first name in full, the one
on most papers ("Mykel J. Kochenderfer", 34 papers, over "Mykel Kochenderfer", 9).

This is the first-initial method of the bibliometrics literature made conservative: Milojević
(2013) finds that matching authors on surname and first initial alone identifies 97% of
them correctly, its errors being merges of different people with a common surname and
initial (a share that grows with the corpus and the surname's frequency).  Here a first
initial only joins a full name the corpus makes unique, so those merges are what is left
apart.

**Measured** (December 2026).  61k corpus (``papercopilot-more``): of 96,988 spellings,
6,159 join another (2,519 with the first name in full, step 1 or accents and hyphens;
3,640 with it initialled; about 4,900 of them ICRA/IROS names), 17,779 of the 247,579
(paper, author) pairs move, 1,450 stay apart as ambiguous, 31 blocked, 31 unsupported;
90,829 authors remain.  Random samples read by hand against the papers' titles, venues
and co-authors: of 30 joins 29 right, 1 unsure ("R. M. F. Gomes" -> "Ricardo Gomes");
reading the joins with the most frequent surnames found the false ones the rule now
keeps apart: a written-out name the other has as an initial ("Z. Jane Wang" had joined
"Zijie J. Wang"), a syllable read as an initial ("Jui-I Wang" had joined "Jui Wang"), an
initialled rival ("B. V. K. Kumar"), namesakes with a frequent surname (:mod:`.name_evidence`).
ICRA/IROS newcomer share 2005-2008: 0.717, 0.730, 0.710, 0.572 before, 0.707, 0.618,
0.547, 0.492 after.  "R. Siegwart" stays ambiguous: the corpus also has "Rol Siegwart"
(ICRA 2018, "and" lost from "Roland" upstream).  24k corpus (``papercopilot``): 1,554 of
35,138 spellings join (1,410 with the first name in full: "Geoffrey E. Hinton"), 101
ambiguous, 9 blocked, 29 unsupported; of 20 joins read, 19 right, 1 wrong ("Robert V.
Kohn", COLT, is not "Robert Kohn", AISTATS: a rare surname joins on the name alone).
Capitalised particles (fix37; before, "Luc Van Gool" had the given names "Luc Van" and
could never join "L. van Gool"): 61k joins 6,159 -> 6,166, authors 90,829 -> 90,822; 24k
1,554 -> 1,553, 33,584 -> 33,585.  All 18 changed joins read (venues and years): 12 new,
11 right ("R. van der Linde" / "Richard Van Der Linde", "T. de Laet", "J. del Cerro",
"Clarence W. de Silva", "David E. van den Bout") and 1 unsure ("F. de la Torre", ICRA
2005, to "Fernando De la Torre"); 6 lost, all right: "Marthinus C. du Plessis" and
"Aníbal T. de Almeida" now fit two full names ("Marthinus Du Plessis" and "Marthinus
Christoffel du Plessis") and stay apart as ambiguous, as the rule keeps any such name, and
"Marthinus D. Plessis" read "Du" as the initial "D." of a given name.  Re-read only a
known particle, only where the lower-case spelling can join (fix b37): joins unchanged
(61k 6,166, 24k 1,553); 4 names parse otherwise, all read: "Jin Won Lee" (beside "Jun won
Lee"), "A. Bessa Dos Santos", "Dave Van den Bout", "Christian A. Schroeder De Witt".
Cost: 1.5 s at 61k (0.6 s of it the venues and co-authors), 0.4 s at 24k, on a loaded
2-core machine, once per corpus (only the spellings that share a surname and first letter
with another are parsed).

References
----------
S. Milojević (2013). Accuracy of simple, initials-based methods for author name
disambiguation. *Journal of Informetrics* 7(4), 767-773. doi:10.1016/j.joi.2013.06.006
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import numpy as np

from analysis.decisions.name_evidence import Evidence
from analysis.decisions.name_particles import LOWER_CASE_PARTICLES, PARTICLES, particle_surnames
from analysis.decisions.name_particles import SUFFIXES as _SUFFIXES
from analysis.text.clean import fold

_HYPHENS: Final = re.compile(r"[\-‐]+")
_NON_LETTERS: Final = re.compile(r"[\W\d_]+")
_DIGIT: Final = re.compile(r"\d")
_FIRST_LETTER: Final = re.compile(r"[^\W\d_]")

#: A given-name part: its folded letters and whether they abbreviate a longer name.
Part = tuple[str, bool]
#: The keys left apart: ambiguous, blocked, unsupported (see :class:`Resolution`).
_Left = tuple[set[str], set[str], set[str]]


@dataclass(frozen=True)
class ParsedName:
    """A name's folded surname and its given names' parts, in order."""

    surname: str
    given: tuple[Part, ...]

    @property
    def abbreviated(self) -> bool:
        """Whether any given part is an abbreviation."""
        return any(short for _, short in self.given)


@dataclass(frozen=True)
class Resolution:
    """What became of the corpus's name keys: ``target`` (a key -> the key of the author it
    joined), ``shown`` (an author's key -> the key whose spelling shows it, when not its
    own), the keys left apart because several full names fit them (``ambiguous``), because
    of a paper or another variant (``blocked``) or because they share no venue and no
    co-author with the one that fits (``unsupported``: :mod:`.name_evidence`)."""

    target: dict[str, str]
    shown: dict[str, str]
    ambiguous: frozenset[str]
    blocked: frozenset[str]
    unsupported: frozenset[str] = frozenset()


def parse_name(name: str, surnames: frozenset[str] = frozenset()) -> ParsedName | None:
    """The surname and given parts of a normalised name; None for a name of one word,
    with a digit ("Author 3", "1Radu Rusu": not a person's name as written, never
    joined) or with no letter in its given names.  ``surnames``: surnames with particles
    (folded, and their ends: "van gool", "der maaten") that another spelling writes in
    lower case, so a capitalised particle (:mod:`.name_particles`) before them is read
    as theirs ("Luc Van Gool" beside "L. van Gool"), not as a given name."""
    if _DIGIT.search(name):
        return None
    words = name.split()
    end = len(words) - 1
    if end > 0 and words[end].casefold() in _SUFFIXES:
        end -= 1
    start = end
    particles = not name.islower()  # "van der Maaten"; a name all in lower case has none
    while start > 1 and particles and words[start - 1].islower() and \
            words[start - 1] in LOWER_CASE_PARTICLES:
        start -= 1
    while start > 1 and fold(words[start - 1]) in PARTICLES and \
            fold(" ".join(words[start - 1:end + 1])) in surnames:
        start -= 1
    if start < 1:
        return None
    given: list[Part] = []
    for word in words[:start]:
        pieces = [(fold(_NON_LETTERS.sub("", piece)), piece.endswith("."))
                  for piece in _HYPHENS.split(word)]
        # a letter hyphened to a syllable is a syllable: "Jui-I", "I-Ming"; "J.-P.", "J-P" not
        syllables = any(len(letters) > 1 and not dot for letters, dot in pieces)
        given.extend((letters, dot or (len(letters) == 1 and not syllables))
                     for letters, dot in pieces if letters)
    if not given:
        return None
    return ParsedName(fold(" ".join(words[start:])), tuple(given))


def _agree(a: Part, b: Part) -> bool:
    (x, x_short), (y, y_short) = a, b
    if x_short and y_short:
        return x.startswith(y) or y.startswith(x)
    if x_short:
        return y.startswith(x)
    if y_short:
        return x.startswith(y)
    return x == y


def compatible(a: ParsedName, b: ParsedName) -> bool:
    """Whether two names can be one person's (see the module's rule)."""
    return a.surname == b.surname and all(map(_agree, a.given, b.given))


def can_join(variant: ParsedName, name: ParsedName) -> bool:
    """Whether ``variant`` can be written for ``name``: compatible, and it says nothing
    ``name`` does not: a given name it has beyond ``name``'s is an initial ("Quoc V. Le"
    for "Quoc Le", not "S. Muhammad Ali" for "Saad Ali"), and a given name it writes out
    is written out in ``name`` too (not "Z. Jane Wang" for "Zijie J. Wang": two people)."""
    return compatible(variant, name) and all(
        short or (i < len(name.given) and not name.given[i][1])
        for i, (_, short) in enumerate(variant.given))


def _block(p: ParsedName) -> tuple[str, str]:
    return p.surname, p.given[0][0][:1]


def resolve_variants(keys: Sequence[str], names: Sequence[str], paper: np.ndarray,
                     author: np.ndarray, venue: np.ndarray | None = None) -> Resolution:
    """Which of ``keys`` (shown as ``names``) join another key, by the module's rule;
    ``paper`` and ``author`` (an index into ``keys``) are the (paper, author) pairs,
    ``venue`` each paper's venue code (None: the names alone decide)."""
    parsed = {k: p for group in _alike_ends(keys, names)
              for k, p in _parsed_group(group).items()}
    n_papers = dict(zip(keys, np.bincount(author, minlength=len(keys)).tolist(), strict=True))
    blocks: dict[tuple[str, str], list[str]] = {}
    for k, p in parsed.items():
        blocks.setdefault(_block(p), []).append(k)
    blocks = {b: members for b, members in blocks.items() if len(members) > 1}
    same = _same_spelling(blocks, parsed, n_papers)
    index = {k: i for i, k in enumerate(keys)}
    as_one = np.arange(len(keys))
    as_one[[index[k] for k in same]] = [index[r] for r in same.values()]
    together = _together(keys, blocks, paper, as_one[author])
    evidence = Evidence(keys, (k for members in blocks.values() for k in members), paper,
                        as_one[author], venue)
    target: dict[str, str] = {}
    left: _Left = (set(), set(), set())
    for members in blocks.values():
        _resolve_block([k for k in members if k not in same], parsed, together, evidence,
                       target, left)
    target = {k: target.get(r, r) for k, r in same.items()} | target
    return Resolution(target, _shown(target, parsed, n_papers), *map(frozenset, left))


def _parsed_group(group: list[tuple[str, str]]) -> dict[str, ParsedName]:
    """key -> parsed name of one group of :func:`_alike_ends`, a capitalised particle read
    as the surname's where a spelling of the group writes it in lower case: "Luc Van Gool"
    (61k corpus, 198 papers) was the given names "Luc Van" and the surname "Gool", "L. van
    Gool" the surname "van Gool", so they could never join; "Van" stays a given name
    elsewhere ("Hien Van Nguyen", a Vietnamese middle name).  A name is read again only
    when a lower-case spelling can join it (or it that spelling) once read so: the
    spelling speaks for its own person only.  Any lower-case spelling in the group did
    before: "Hoang van Nguyen" made "Hien Van Nguyen" the surname "van Nguyen", which
    "H. V. Nguyen" then could not join."""
    first = {k: parse_name(n) for k, n in group}
    surnames = particle_surnames(p.surname for p in first.values() if p is not None)
    if not surnames:
        return {k: p for k, p in first.items() if p is not None}
    out: dict[str, ParsedName] = {}
    for k, n in group:
        p = first[k]
        again = parse_name(n, surnames)
        if again is not None and again != p and any(
                can_join(w, again) or can_join(again, w)
                for w in first.values() if w is not None and w.surname == again.surname):
            p = again
        if p is not None:
            out[k] = p
    return out


def _alike_ends(keys: Sequence[str], names: Sequence[str]) -> list[list[tuple[str, str]]]:
    """The (key, name) pairs another name shares its last word and first letter with
    (folded), by those: only these can be in a block of two, so only these are parsed (a
    third of the 61k corpus's 97,000 names)."""
    ends: dict[tuple[str, str], list[int]] = {}
    for i, key in enumerate(keys):
        words = key.rsplit(None, 2)
        if len(words) > 1:
            last = words[-2] if words[-1] in _SUFFIXES and len(words) > 2 else words[-1]
            first = _FIRST_LETTER.search(key)
            ends.setdefault((fold(last), fold(first[0]) if first else ""), []).append(i)
    return [[(keys[i], names[i]) for i in group] for group in ends.values() if len(group) > 1]


def _same_spelling(blocks: dict[tuple[str, str], list[str]], parsed: dict[str, ParsedName],
                   n_papers: dict[str, int]) -> dict[str, str]:
    """key -> the key, of those parsed alike (spellings differing only in accents, case,
    hyphens or punctuation: "Kolja Kühnlenz", "Kolja Kuhnlenz"), with most papers."""
    same: dict[str, str] = {}
    for members in blocks.values():
        alike: dict[ParsedName, list[str]] = {}
        for k in members:
            alike.setdefault(parsed[k], []).append(k)
        for group in alike.values():
            if len(group) > 1:
                first = min(group, key=lambda k: (-n_papers[k], k))
                same.update({k: first for k in group if k != first})
    return same


def _shown(target: dict[str, str], parsed: dict[str, ParsedName],
           n_papers: dict[str, int]) -> dict[str, str]:
    """author key -> the key of its spelling with the first name in full and most papers
    ("Mykel J. Kochenderfer", 34 papers, over "Mykel Kochenderfer", 9), when not its own."""
    best: dict[str, str] = {}
    for k, root in sorted(target.items()):
        if not parsed[k].given[0][1]:
            now = best.get(root, root)
            if (-n_papers[k], k) < (-n_papers[now], now):
                best[root] = k
    return best


def _together(keys: Sequence[str], blocks: dict[tuple[str, str], list[str]],
              paper: np.ndarray, author: np.ndarray) -> set[tuple[str, str]]:
    """The pairs of keys of one block that some paper lists both of (both orders): only
    the pairs within blocks are looked at, a few, not every pair of co-authors."""
    index = {k: i for i, k in enumerate(keys)}
    block_of = np.full(len(keys), -1, dtype=np.int64)
    for b, members in enumerate(blocks.values()):
        block_of[[index[k] for k in members]] = b
    keep = block_of[author] >= 0
    p, a = paper[keep], author[keep]
    order = np.lexsort((block_of[a], p))
    p, a = p[order], a[order]
    b = block_of[a]
    same = np.flatnonzero((p[1:] == p[:-1]) & (b[1:] == b[:-1]))
    pairs: set[tuple[str, str]] = set()
    for i in same:  # runs of one paper and block; a run of three gives its pairs in turn
        j = i + 1
        while j > 0 and p[j - 1] == p[i + 1] and b[j - 1] == b[i + 1]:
            j -= 1
            x, y = keys[int(a[j])], keys[int(a[i + 1])]
            pairs.update({(x, y), (y, x)})
    return pairs


def _resolve_block(members: list[str], parsed: dict[str, ParsedName],
                   together: set[tuple[str, str]], evidence: Evidence,
                   target: dict[str, str], left: _Left) -> None:
    """Both steps within one (surname, first letter) block."""
    full = [k for k in members if not parsed[k].given[0][1]]
    by_first: dict[str, list[str]] = {}  # step 1 within one first name: "roland"
    for k in full:
        by_first.setdefault(parsed[k].given[0][0], []).append(k)
    step1: dict[str, str] = {}
    for names in by_first.values():
        if len(names) > 1:
            step1.update(_step([k for k in names if parsed[k].abbreviated],
                               {k: [k] for k in names if not parsed[k].abbreviated},
                               parsed, together, evidence, left))
    target.update(step1)
    groups: dict[str, list[str]] = {k: [k] for k in full if k not in step1}
    for variant, root in step1.items():
        groups[root].append(variant)
    initialled = [k for k in members if parsed[k].given[0][1]]
    target.update(_step(initialled, groups, parsed, together, evidence, left,
                        rivals=initialled))


def _step(variants: list[str], groups: dict[str, list[str]], parsed: dict[str, ParsedName],
          together: set[tuple[str, str]], evidence: Evidence, left: _Left,
          rivals: Sequence[str] = ()) -> dict[str, str]:
    """variant -> the root of the one group all of whose names it can join and with which
    it shares a venue or a co-author.  A variant compatible with one of ``rivals`` that
    cannot join that group is ambiguous too: "B. V. K. Kumar" beside "Bhartendu Kumar"
    and "B. V. K. Vijaya Kumar", who is not him."""
    ambiguous, blocked, unsupported = left
    proposed: dict[str, str] = {}
    for v in variants:
        fits = [root for root, spellings in groups.items()
                if all(can_join(parsed[v], parsed[s]) for s in spellings)]
        if len(fits) == 1 and any(
                w != v and compatible(parsed[v], parsed[w])
                and not all(can_join(parsed[w], parsed[s]) for s in groups[fits[0]])
                for w in rivals):
            fits.append(v)
        if len(fits) > 1:
            ambiguous.add(v)
        elif fits:
            if any((v, s) in together for s in groups[fits[0]]):
                blocked.add(v)
            elif not evidence.supports(v, groups[fits[0]]):
                unsupported.add(v)
            else:
                proposed[v] = fits[0]
    joining: dict[str, list[str]] = {}
    for v, root in proposed.items():
        joining.setdefault(root, []).append(v)
    joined: dict[str, str] = {}
    for root, names in joining.items():
        for v in names:
            if all(w == v or (compatible(parsed[v], parsed[w]) and (v, w) not in together)
                   for w in names):
                joined[v] = root
            else:
                blocked.add(v)
    return joined
