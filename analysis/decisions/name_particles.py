"""What a surname carries besides its last word: particles before it ("van der Maaten")
and a suffix after it ("Jr."), as :mod:`.name_variants` reads names.

A capitalised particle is a given name unless a spelling of the same person writes it in
lower case ("Luc Van Gool" beside "L. van Gool"; "Van" is a Vietnamese middle name in
"Hien Van Nguyen"): :func:`particle_surnames` collects the surnames such spellings write,
and only a word of :data:`PARTICLES` is ever re-read as part of one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

#: Words after a surname, left out of its comparisons ("Jr.", "III").
SUFFIXES: Final = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv"})

#: The surname particles a capitalised word may be re-read as (Dutch, German, French,
#: Italian, Spanish and Portuguese usage: "Van Gool", "De la Torre", "Du Plessis", "Dos
#: Santos", "Ter Haar", "Op den Akker", "Zu Guttenberg"): a naming convention, not a list
#: tuned on a corpus.  Any other lower-case word before a surname ("X. ming Wang", "Jun
#: won Lee" in the 61k corpus) says nothing of another person's spelling: "Ming" stays a
#: given name of "Xiao Ming Wang", "Won" of "Jin Won Lee".
PARTICLES: Final = frozenset({"van", "von", "de", "der", "den", "del", "della", "la", "le",
                              "du", "da", "di", "dos", "das", "ten", "ter", "op", "zu"})

#: The words a surname carries in lower case before its last word: :data:`PARTICLES`, and
#: those no capitalised spelling puts there (Spanish "y" and Catalan "i": "Agüera y Arcas",
#: "Bermudez i Badia"; Portuguese "e", "do": "Vieira e Silva", "do Nascimento"; Arabic
#: "al", "el", "bin", "ibn"; French "des", "dit"; German "vom", "zur", "im"; Dutch "uit",
#: "het").  Any other lower-case word there is a given name's syllable written apart ("X.
#: ming Wang", "Jun won Lee", "Amir massoud Farahmand"), not the surname's: 35 such names
#: in the 85k papers' author lists, against 2,200 with a particle.
LOWER_CASE_PARTICLES: Final = PARTICLES | frozenset(
    {"y", "i", "e", "do", "al", "el", "bin", "ibn", "des", "dit", "vom", "zur", "im", "uit",
     "het", "los", "las"})


def particle_surnames(surnames: Iterable[str]) -> frozenset[str]:
    """The ``surnames`` (folded) of several words and their ends of two words or more
    ("van der maaten", "der maaten"), a suffix left out: what a capitalised particle
    before a surname may be re-read into."""
    out: set[str] = set()
    for surname in surnames:
        words = surname.split()
        if words and words[-1] in SUFFIXES:
            words = words[:-1]
        out.update(" ".join(words[i:]) for i in range(len(words) - 1))
    return frozenset(out)
