"""Where each character of a cleaned text came from: :func:`analysis.text.clean.clean_text`
retraced with an offset map, for showing a span of the cleaned text as the original wrote it.

Method: the same repairs as ``clean_text``, in the same order and on the same triggers,
each run as a regular-expression substitution that also carries, for every character, the
span of the original it stands for.  A character a repair keeps keeps its span; the
characters a repair writes in place of a match ("O T" for ``$\\tilde O(\\sqrt T)$``, one
space for a run of white space) all stand for the whole match, so a span of the cleaned
text maps to whole formulas, commands and URLs, never to half of one.

Why retraced here and only on request, not built by ``clean_text`` as it cleans: cleaning
runs for every paper in the loading process and is tuned to skip work (most abstracts
need no repair), while the map is wanted for the few phrases whose cleaned text the
abstract does not hold (about 300 of the 24k), in the typing process that only has the
original.  Why certain: :func:`cleaned_with_origins` returns the cleaned text it retraced;
a caller uses the map only where that text is the one it cut its span from, so a change
to ``clean_text`` not mirrored here makes the caller fall back, not show a wrong span.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable

from analysis.text import clean as c

Traced = tuple[str, list[int], list[int]]   # text, each character's original start and end

# html.unescape is this expression's substitution, reference by reference
_CHARREF = re.compile(r"&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)")
# NFKC word by word (a word holding a character other than ASCII; white space alone)
_NOT_ASCII = re.compile(r"\S*[^\x00-\x7f]\S*|[^\S\x00-\x7f]")
_BRACE = re.compile(r"[{}]")
_TILDE = re.compile("~")
_SPACES = re.compile(r"\s+")   # \s is str.isspace, as str.split's white space


def _sub(pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str],
         traced: Traced) -> tuple[Traced, int]:
    """``pattern.subn(repl, text)`` with the map carried along: what a match is replaced
    by stands for all of the match."""
    s, lo, hi = traced
    text: list[str] = []
    los: list[int] = []
    his: list[int] = []
    done = n = 0
    for m in pattern.finditer(s):
        a, b = m.span()
        new = repl(m) if callable(repl) else m.expand(repl)
        text.append(s[done:a])
        los += lo[done:a]
        his += hi[done:a]
        if new:
            if a == b:  # nothing of the original to stand for: the edit is not traced
                raise ValueError("an empty match replaced")
            text.append(new)
            los += [lo[a]] * len(new)
            his += [hi[b - 1]] * len(new)
        done, n = b, n + 1
    if not n:
        return traced, 0
    text.append(s[done:])
    los += lo[done:]
    his += hi[done:]
    return ("".join(text), los, his), n


def _strip(traced: Traced) -> Traced:
    s, lo, hi = traced
    a = len(s) - len(s.lstrip())
    b = len(s.rstrip())
    return s[a:b], lo[a:b], hi[a:b]


def cleaned_with_origins(text: str) -> Traced:
    """``clean_text(text)``, and for each of its characters the span of ``text`` it stands
    for (``text[start[i]:end[i]]``).  The steps are ``clean_text``'s, one for one; its
    shortcuts (:func:`~analysis.text.clean.without_urls`,
    :func:`~analysis.text.clean.joined_hyphen_splits`, the white space left alone when
    single-spaced) are the substitutions they stand for."""
    if not text:
        return "", [], []
    t: Traced = (str(text), list(range(len(text))), list(range(1, len(text) + 1)))
    if not t[0].isascii():
        t = _sub(_NOT_ASCII, lambda m: unicodedata.normalize("NFKC", m.group()), t)[0]
    if "&" in t[0]:
        t = _sub(_CHARREF, lambda m: html.unescape(m.group()), t)[0]
    if not t[0].isascii():
        t = _sub(c._ZERO_WIDTH, "", t)[0]
    if "(cid:" in t[0]:
        t = _sub(c._CID, " ", _sub(c._CID_SOFT_HYPHEN, "", t)[0])[0]
    if c._has_url_trigger(t[0]):
        t = _sub(c._URL, " ", t)[0]
    if "\\" in t[0] or "$" in t[0]:
        t = _sub(c._ESCAPED, r"\1", t)[0]
        for _ in range(3):
            t, n = _sub(c._TEXT_CMD, r"\1", t)
            if not n:
                break
        t = _sub(c._COMMAND, " ", _sub(c._MATH, c._math_to_text, t)[0])[0]
    if "*" in t[0] or "__" in t[0]:
        t = _sub(c._MARKDOWN_EMPHASIS, "", t)[0]
    t = _strip(_sub(_SPACES, " ", _sub(_TILDE, " ", _sub(_BRACE, "", t)[0])[0])[0])
    if "- " in t[0]:
        t = _sub(c._HYPHEN_SPLIT, r"\1\2", t)[0]
    return _strip(t)
