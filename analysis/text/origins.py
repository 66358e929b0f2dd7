"""Where each character of a cleaned text came from: :func:`analysis.text.clean.clean_text`
retraced with an offset map, for showing a span of the cleaned text as the original wrote it.

Method: the same repairs as ``clean_text``, in the same order and on the same triggers,
each run as a regular-expression substitution that also lists its edits (where each
replaced match was, and where its replacement is).  A character a repair keeps stands for
itself; the characters a repair writes in place of a match ("O T" for
``$\\tilde O(\\sqrt T)$``, one space for a run of white space) all stand for the whole
match, so a span of the cleaned text maps to whole formulas, commands and URLs, never to
half of one.  Only the edits are kept, not a position per character (a quarter of the
time: most of an abstract is kept as it is); :func:`origin` walks them back.

Why retraced here and only on request, not built by ``clean_text`` as it cleans: cleaning
runs for every paper in the loading process and is tuned to skip work (most abstracts
need no repair), while the map is wanted for the evidence whose cleaned text the
abstract does not hold (about 1,500 of the 24k papers), in the typing process, which has
only the original.  Why certain: :func:`cleaned_with_origins` returns the cleaned text it retraced;
a caller uses the map only where that text is the one it cut its span from, so a change
to ``clean_text`` not mirrored here makes the caller fall back, not show a wrong span.
"""

from __future__ import annotations

import html
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from operator import itemgetter
from string import ascii_letters

from analysis.text import clean as c

Edit = tuple[int, int, int, int]   # the replacement's start and end, the match's start and end
Traced = tuple[str, list[list[Edit]]]   # the cleaned text, each repair's edits in order
Replacement = tuple[int, int, str]   # what the text from start to end is replaced by

# html.unescape is this expression's substitution, reference by reference
_CHARREF = re.compile(r"&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)")
_NOT_ASCII = re.compile(r"[^\x00-\x7f]")
_BRACE = re.compile(r"[{}]")
_TILDE = re.compile("~")
# white space that " ".join(s.split()) changes: a run of two or more, or one that is not
# a space (\s is str.isspace, as str.split's white space); a single space stays itself
_SPACES = re.compile(r"\s{2,}|[^\S ]")
_START = itemgetter(0)
_LETTERS = frozenset(ascii_letters)


def _sub(pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str] | str,
         traced: Traced) -> tuple[Traced, int]:
    """``pattern.subn(repl, text)`` (``repl`` a function or the text itself), and its edits
    appended (none for a match replaced by itself)."""
    matches = pattern.finditer(traced[0])
    if isinstance(repl, str):
        return _replaced(((*m.span(), repl) for m in matches), traced)
    return _replaced(((*m.span(), repl(m)) for m in matches), traced)


def _replaced(replacements: Iterable[Replacement], traced: Traced) -> tuple[Traced, int]:
    """The text with the replacements made (in order, apart), and their edits appended;
    how many there were."""
    text, steps = traced
    pieces: list[str] = []
    edits: list[Edit] = []
    done = shift = n = 0
    for a, b, new in replacements:
        n += 1
        if new == text[a:b]:
            continue
        pieces += (text[done:a], new)
        edits.append((a + shift, a + shift + len(new), a, b))
        shift += len(new) - (b - a)
        done = b
    if not edits:
        return traced, n
    pieces.append(text[done:])
    return ("".join(pieces), [*steps, edits]), n


def cleaned_with_origins(text: str) -> Traced:
    """``clean_text(text)``, and the edits that made it (:func:`origin` reads them).  The
    steps are ``clean_text``'s, one for one; its shortcuts
    (:func:`~analysis.text.clean.without_urls`,
    :func:`~analysis.text.clean.joined_hyphen_splits`, the white space left alone when
    single-spaced) are the substitutions they stand for, found as they find them."""
    if not text:
        return "", []
    t: Traced = (str(text), [])
    if not t[0].isascii():  # NFKC word by word: a word holding a character other than ASCII
        t = _replaced(((a, b, unicodedata.normalize("NFKC", t[0][a:b]))
                       for a, b in _words_with(_NOT_ASCII.finditer(t[0]), t[0])), t)[0]
    if "&" in t[0]:
        t = _sub(_CHARREF, lambda m: html.unescape(m.group()), t)[0]
    if not t[0].isascii():
        t = _sub(c._ZERO_WIDTH, "", t)[0]
    if "(cid:" in t[0]:
        t = _sub(c._CID, " ", _sub(c._CID_SOFT_HYPHEN, "", t)[0])[0]
    if c._has_url_trigger(t[0]):  # _URL's matches lie in the words holding a piece of one
        t = _replaced(((a, b, c._URL.sub(" ", t[0][a:b]))
                       for a, b in _words_with(c._URL_PART.finditer(t[0]), t[0])), t)[0]
    if "\\" in t[0] or "$" in t[0]:
        t = _sub(c._ESCAPED, lambda m: m.group(1), t)[0]
        for _ in range(3):
            t, n = _sub(c._TEXT_CMD, lambda m: m.group(1), t)
            if not n:
                break
        t = _sub(c._COMMAND, " ", _sub(c._MATH, c._math_to_text, t)[0])[0]
    if "*" in t[0] or "__" in t[0]:
        t = _sub(c._MARKDOWN_EMPHASIS, "", t)[0]
    t = _sub(_TILDE, " ", _sub(_BRACE, "", t)[0])[0]
    if not c._single_spaced(t[0]):
        t = _stripped(_sub(_SPACES, " ", t)[0])
    if "- " in t[0]:
        t = _replaced(((*m.span(), m.group(1) + m.group(2)) for m in _hyphen_splits(t[0])),
                      t)[0]
    return _stripped(t)


def _words_with(found: Iterable[re.Match[str]], text: str) -> Iterator[tuple[int, int]]:
    """The runs of non-space characters (white space: one character) that hold a match of
    ``found``, in order, each once."""
    done = 0
    for m in found:
        at = m.start()
        if at < done:
            continue
        if text[at].isspace():
            yield at, at + 1
            done = at + 1
            continue
        start = at
        while start > done and not text[start - 1].isspace():
            start -= 1
        stop = at + 1
        while stop < len(text) and not text[stop].isspace():
            stop += 1
        yield start, stop
        done = stop


def _stripped(traced: Traced) -> Traced:
    """``text.strip()``, its edits appended."""
    text, steps = traced
    a, b = len(text) - len(text.lstrip()), len(text.rstrip())
    if a == 0 and b == len(text):
        return traced
    edits = [(0, 0, 0, a)] if a else []
    return text[a:b], [*steps, edits + [(b - a, b - a, b, len(text))] if b < len(text) else edits]


def _hyphen_splits(text: str) -> Iterator[re.Match[str]]:
    """``_HYPHEN_SPLIT.finditer(text)``, tried only at the word before each "- " (as
    :func:`~analysis.text.clean.joined_hyphen_splits`): a match is the ASCII letters before
    one "- " (all of them: a word boundary precedes them) and the letters after it."""
    done = 0
    at = text.find("- ")
    while at >= 0:
        start = at
        while start > 0 and text[start - 1] in _LETTERS:
            start -= 1
        m = c._HYPHEN_SPLIT.match(text, start) if start >= done else None
        if m:
            yield m
            done = m.end()
        at = text.find("- ", at + 2)


def origin(traced: Traced, first: int, last: int) -> tuple[int, int]:
    """The span of the original that characters ``first`` to ``last`` (both included) of
    the cleaned text stand for."""
    for edits in reversed(traced[1]):
        first, last = _back(edits, first)[0], _back(edits, last)[1] - 1
    return first, last + 1


def _back(edits: list[Edit], at: int) -> tuple[int, int]:
    """The span of a repair's input that its output character ``at`` stands for."""
    k = bisect_right(edits, at, key=_START) - 1
    if k < 0:
        return at, at + 1
    start, end, was_start, was_end = edits[k]
    if at < end:
        return was_start, was_end
    at += was_end - end
    return at, at + 1
