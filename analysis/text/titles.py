"""Short readable titles for records that have none (the seed paper lists).

A paper is easiest to recognise by the name it introduces ("Temporal Weighted
Encoding (TWE)", "MORALISE"); failing that, by its opening clause.  Derived
titles are marked as such wherever they are shown or exported.
"""

from __future__ import annotations

import re

MAX_WORDS = 12
_INTRO = (r"(?:we|this paper|this work|here we|in this paper,? we)\s+"
          r"(?:propose|introduce|present|develop|design|call|name|dub|term|build|construct|release)"
          r"s?(?:\s+(?:a|an|the))?")
# "... we propose Temporal Weighted Encoding (TWE)": capitalised words then an acronym.
_NAMED_ACRONYM = re.compile(
    _INTRO + r"\s+(?:new\s+|novel\s+|simple\s+)?"
    r"((?:[A-Z][\w-]*\s+(?:of\s+|for\s+|and\s+)?){1,7})\(([A-Z][\w-]*)\)",
    re.IGNORECASE,
)
# "... we introduce MORALISE, a comprehensive benchmark for ..."
_NAMED_TOKEN = re.compile(
    _INTRO + r"\s+([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*)\s*(?:,|\(|:)"
    r"\s*((?:an?|the)\s+[^.;:()]+)?",
    re.IGNORECASE,
)
_ANY_ACRONYM = re.compile(r"((?:[A-Z][\w-]*\s+){1,7})\(([A-Z][A-Za-z0-9-]*)\)")


def _initials_match(words: str, acronym: str) -> bool:
    letters = "".join(w[0] for w in re.split(r"[\s-]+", words.strip()) if w and w[0].isupper())
    return acronym.upper().rstrip("S").startswith(letters.upper()[-len(acronym.rstrip("s")):][:2])


def _clip(text: str, max_words: int = MAX_WORDS) -> str:
    words = text.split()
    return " ".join(words[:max_words]) + ("…" if len(words) > max_words else "")


def derive_title(abstract: str) -> str:
    """A display title for an untitled abstract: the name it introduces, else its opening clause."""
    text = " ".join(abstract.split())
    m = _NAMED_ACRONYM.search(text)
    if m and m.group(1)[0].isupper() and _initials_match(m.group(1), m.group(2)):
        return f"{m.group(1).strip()} ({m.group(2)})"
    m = _NAMED_TOKEN.search(text)
    if m and m.group(1)[0].isupper():
        name = m.group(1)
        return _clip(f"{name}: {m.group(2).strip()}") if m.group(2) else name
    first = re.split(r"(?<=[.!?])\s+(?=[A-Z])", text, maxsplit=1)[0]
    clause = re.split(r"[,;:]\s", first, maxsplit=1)[0].rstrip(".")
    return _clip(clause if len(clause.split()) >= 5 else first.rstrip("."))
