"""What besides the name says two spellings are one person, where the surname is common.

A name alone is weak evidence where many people share the surname: "Richard Y Zhang"
(AISTATS, optimisation) is not "Richard Zhang" (ICLR, ICML, NeurIPS, vision), nor "Kevin
K. Yang" (AISTATS, proteins) "Kevin Yang" (ACL, NAACL), nor "Bin. Jiang" "Bing Jiang";
Milojević (2013) finds the errors of initials-based matching concentrated in the frequent
surnames.  So a spelling with a **frequent surname** joins an author (:mod:`.name_variants`)
only when it also shares with the author's other spellings a **venue** or a **co-author**,
the two signals author-disambiguation methods add to the name (Strotmann & Zhao 2012).  A
co-author is matched by surname and first initial ("W. Burgard" on an ICRA 2003 paper and
"Wolfram Burgard" on one of 2010 are one co-author): the initials-based match Milojević
finds right for 97% of authors, and one that sees through the same change of spelling.

**Frequent**: a surname on at least 0.1% of the corpus's distinct names and on at least 20
(a small corpus has no frequent surname by share alone).  That is 78 surnames holding 27%
of the 24k corpus's 35,138 names (Wang 665 ... Jia 35) and 86 holding 29% of the 61k's
96,988 (Wang 1,816 ... Jia 97): the surnames shared by many people.  Asking every join for
the evidence was tried and dropped: it left apart 664 of the 61k's 6,186 joins and 216 of
the 24k's 1,577, and of 20 of each read by hand 12 and 17 were right ("Christopher D.
Manning", "Brenden M Lake": rare surnames, other venues).

**Measured** (December 2026): left apart 31 joins in the 61k corpus and 29 in the 24k.
The 20 read in the 24k: 5 wrong joins avoided ("Richard Y Zhang", "Michael K. Cohen" /
"Michael Cohen", "Ajay N. Jain" 1989 / "Ajay Jain" 2020, "Bryan M. Li", "Bin. Jiang"), 5
right ones lost ("Michael B. Cohen", "Jeff Z. Pan"), the rest unsure; in the 61k, "Quan H.
Nguyen" (WACV) kept from "Quan Nguyen" (ICRA, MIT Cheetah), "Allen Y. Yang" lost.  Left
apart, one person is two rows; joined wrongly, one row shows another person's papers.
A rare surname still joins on the name alone ("Robert V. Kohn", COLT, joins "Robert
Kohn", AISTATS: two people).

References
----------
A. Strotmann, D. Zhao (2012). Author name disambiguation: what difference does it make in
author-based citation analysis? *JASIST* 63(9), 1820-1833.
S. Milojević (2013). Accuracy of simple, initials-based methods for author name
disambiguation. *Journal of Informetrics* 7(4), 767-773.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Final

import numpy as np

from analysis.text.clean import fold

_FIRST_LETTER: Final = re.compile(r"[^\W\d_]")
_SUFFIXES: Final = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv"})


#: A surname on at least this share of the corpus's names, and on at least this many, is
#: frequent (the module docstring says why).
FREQUENT: Final = 0.001
FREQUENT_AT_LEAST: Final = 20


def surname(key: str) -> str:
    """A name key's last word (a suffix skipped), folded."""
    words = key.rsplit(None, 2)
    return fold(words[-2] if len(words) > 2 and words[-1] in _SUFFIXES else
                words[-1] if words else "")


def initials_key(key: str) -> str:
    """A name key's surname and first letter, folded: "w. burgard" and "wolfram burgard"
    -> "burgard w"."""
    first = _FIRST_LETTER.search(key)
    return f"{surname(key)} {fold(first[0]) if first else ''}"


class Evidence:
    """The venues and co-authors (as :func:`initials_key`) of the papers of the keys with
    a frequent surname among ``wanted``."""

    def __init__(self, keys: Sequence[str], wanted: Iterable[str], paper: np.ndarray,
                 author: np.ndarray, venue: np.ndarray | None) -> None:
        self.venues: dict[str, frozenset[int]] = {}
        self.coauthors: dict[str, frozenset[str]] = {}
        self.frequent: frozenset[str] = frozenset()
        if venue is None:  # no venues given: the name alone decides
            return
        counts = Counter(map(surname, keys))
        least = max(FREQUENT * len(keys), FREQUENT_AT_LEAST)
        self.frequent = frozenset(s for s, n in counts.items() if n >= least)
        index = {k: i for i, k in enumerate(keys)}
        ids = np.array(sorted(index[k] for k in set(wanted) if surname(k) in self.frequent),
                       dtype=np.int64)
        order = np.argsort(paper, kind="stable")
        paper, author = paper[order], author[order]
        starts = np.searchsorted(paper, np.arange(int(paper.max(initial=-1)) + 2))
        mine = np.isin(author, ids)
        initials: dict[int, str] = {}
        papers_of: dict[int, list[int]] = {}
        for p, a in zip(paper[mine].tolist(), author[mine].tolist(), strict=True):
            papers_of.setdefault(a, []).append(p)
        for a, papers in papers_of.items():
            others: set[str] = set()
            for p in papers:
                for b in author[starts[p]:starts[p + 1]].tolist():
                    if b != a:
                        if b not in initials:
                            initials[b] = initials_key(keys[b])
                        others.add(initials[b])
            self.coauthors[keys[a]] = frozenset(others)
            self.venues[keys[a]] = frozenset(venue[papers].tolist()) - {-1}  # -1: none

    def supports(self, variant: str, spellings: Iterable[str]) -> bool:
        """Whether ``variant`` has a rare surname, or shares a venue or a co-author with one
        of ``spellings``."""
        if surname(variant) not in self.frequent:
            return True
        venues, coauthors = self.venues.get(variant, frozenset()), \
            self.coauthors.get(variant, frozenset())
        return any(venues & self.venues.get(s, frozenset())
                   or coauthors & self.coauthors.get(s, frozenset()) for s in spellings)
