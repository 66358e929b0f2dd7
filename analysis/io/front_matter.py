"""Front matter: the records of a proceedings that are not papers (its preface, the list of
keynote talks, the workshops), which the loader skips and counts as ``front_matter``.

Proceedings exports list them as records like any paper, with an abstract long enough to
pass the length check: PMLR's "Preface" of AISTATS, COLT and ACML ("Preface to the
Proceedings of the 24th Annual Conference on Learning Theory, June 9-11, 2011, ..."), UAI's
"Proceedings of the Fortieth Conference on Uncertainty in Artificial Intelligence -
Preface", IEEE's ICRA and IROS "Plenary and keynote talks", "Workshops and tutorials"
("Provides an abstract for each of the ... presentations").  Loaded, each became a paper
with a topic, keywords ("proceedings", "preface", "presentations", "biography") and a
paper type.

The method reads the title only, and only a title that is front matter as a whole.  The
title (lower-cased, "&" read as "and", a bracketed note at its end dropped, a bracketed
whole title unwrapped: "[Monday digests]") is split at colons and spaced dashes into
parts; it is front matter when every part is either

- a *heading*: front-matter items (:data:`FRONT_MATTER_ITEMS`) joined by "and" or commas
  ("Preface", "Plenary and keynote talks", "Frontmatter and Preface"), which may follow
  the event's short name and year ("IROS 2006 Workshops and Tutorials"), or
- the *event*: a part naming a conference, proceedings, symposium, workshop or meeting, or
  holding a year ("Conference on Learning Theory 2015: Preface", "Preface: Conference on
  Learning Theory (COLT), 2017", "IEEE/RSJ IROS 2012 - Keynote speakers [4 abstracts]"),

and at least one part is a heading or the title reads "Proceedings of ...".  So a word of
the list inside a research title never counts: "MultiOpEd: A Corpus of Multi-Perspective
News Editorials", "... Gender Inequality in Divorce Court Proceedings", "DynamicTOC:
Persona-based Table of Contents for ...", a talk's own title after "Keynote:" (its other
part names no event) all stay papers.

Why the title and not the abstract: the front matter's abstracts are boilerplate, but the
same boilerplate also stands under research titles (ICRA 2019's "Miniaturization of
multistage high dynamic range six-axis force sensor" carries IEEE's conference topic list,
"The following topics are dealt with: ..."), so an abstract cannot tell on its own, and the
title finds every front-matter record of the 85,599 PaperCopilot records read (30 of those
loaded before: 9 of the 24,424 of papercopilot, 21 of the 61,175 of papercopilot-more;
bench/load/FRONT_MATTER.md) with no research title among them.  Records without a title
(one derived from the abstract) are never front matter.  The length checks come first, so
a "Preface" with no abstract stays counted as ``no_abstract``.
"""

from __future__ import annotations

import re
from typing import Final

#: A front-matter item, as a regular expression over the lower-cased title; a heading is
#: one or more joined by "and" or commas.  Plural and singular both, since exports use
#: both ("Workshop and Tutorials").
FRONT_MATTER_ITEMS: Final = (
    r"(?:post-conference )?prefaces?", r"forewords?", r"front ?matter", r"editorials?",
    r"errat(?:a|um)", r"(?:table of )?contents", r"(?:author )?index",
    r"(?:organi[sz]ing |program(?:me)? |steering )?committees?",
    r"(?:conference )?program(?:me)?", r"welcome(?: messages?)?",
    r"messages? from the (?:[a-z]+ )*chairs?", r"sponsors", r"book of abstracts",
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?digests?",
    r"(?:keynotes?|plenar(?:y|ies)|invited)"
    r"(?: (?:talks?|speech(?:es)?|speakers?|sessions?|lectures?|presentations?|addresses))?",
    r"special sessions?(?: on [a-z ]+)?", r"tutorials?", r"workshops?", r"forums?",
    r"panels?(?: discussions?)?",
)
_ITEM = "(?:" + "|".join(FRONT_MATTER_ITEMS) + ")"
# a word every front-matter title holds (each item's own, and "proceedings"): one search
# sets aside nearly every title at once (3 microseconds a title instead of 13)
_ANY_ITEM = re.compile(r"prefac|forew|matter|editorial|errat|contents|index|committee|program"
                       r"|welcome|message|sponsor|abstracts|digest|keynote|plenar|invited"
                       r"|session|tutorial|workshop|forum|panel|proceedings")
# the event's short name and year may lead a heading: "iros 2006 workshops and tutorials"
_HEADING = re.compile(rf"(?:(?:\S+ ){{0,3}}(?:19|20)\d\d )?{_ITEM}(?:,? and {_ITEM}|, {_ITEM})*")
_EVENT = re.compile(r"\b(?:conference|proceedings|symposium|workshop|meeting|congress)\b")
_NAME_YEAR = re.compile(r"(?:\S+ ){0,3}(?:19|20)\d\d")  # "colt 2017", "ieee/rsj iros 2012"
_PROCEEDINGS = re.compile(r"proceedings of\b")
_PARTS = re.compile(r"\s*[:\u2013\u2014]\s*|\s+-\s+")  # a colon, an en or em dash, " - "
_NOTE = re.compile(r"\s*[\[(][^\[\]()]*[\])]$")  # "[4 abstracts]" ending a part


def is_front_matter(title: str) -> bool:
    """Whether ``title`` (as given) is a front-matter record's; see the module docstring."""
    text = title.casefold()
    if not _ANY_ITEM.search(text):
        return False
    text = " ".join(text.replace("&", " and ").split())
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1].strip()
    parts = [_NOTE.sub("", p) for p in _PARTS.split(text)]
    parts = [p for p in parts if p]
    if not parts:
        return False
    headings = [_HEADING.fullmatch(p) is not None for p in parts]
    if not all(h or _EVENT.search(p) or _NAME_YEAR.fullmatch(p)
               for h, p in zip(headings, parts, strict=True)):
        return False
    return any(headings) or _PROCEEDINGS.match(parts[0]) is not None
