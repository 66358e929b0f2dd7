"""Text cleaning and tokenising shared by every analysis stage.

Real corpora carry debris that would otherwise become "topics": LaTeX math and
commands, URLs, PDF-extraction artefacts (ligatures, ``(cid:N)`` glyph ids,
words split by a line-break hyphen), HTML entities and odd whitespace.  Cleaning
happens once, in :func:`clean_text`; the original text is kept for display.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

# PDF extraction: '(cid:173)' is a soft hyphen at a line break ("prob(cid:173) lems").
_CID_SOFT_HYPHEN = re.compile(r"\(cid:173\)\s*")
_CID = re.compile(r"\(cid:\d+\)")
_ZERO_WIDTH = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
_URL_TRIGGERS = ("://", "www.", ".com", ".org", ".io", ".net", ".edu")
_URL = re.compile(
    r"(?:https?://|ftp://|www\.)\S+|\b[\w.-]+\.(?:com|org|io|net|edu)(?:/\S*)?", re.IGNORECASE
)
# What every match of _URL holds: one of the triggers, case ignored as _URL ignores it.
_URL_PART = re.compile("|".join(map(re.escape, _URL_TRIGGERS)), re.IGNORECASE)
_RUN = re.compile(r"\S*")
# LaTeX: text-mode commands whose argument is text ("\emph{robust}", "\underline{mor}al").
_TEXT_CMD = re.compile(r"\\(?:emph|textit|textbf|textsc|texttt|textrm|text|underline|mbox"
                       r"|mathrm|operatorname|mathbf|mathit|mathsf|boldsymbol|bm)\s*\{([^{}]*)\}")
_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
_COMMAND = re.compile(r"\\[A-Za-z]+\*?")
# Greek letters name real things ("epsilon-greedy", "alpha-divergence"): keep the name.
_GREEK = re.compile(r"\\(?:var)?(alpha|beta|gamma|delta|epsilon|zeta|eta|theta|kappa|lambda|mu|nu"
                    r"|xi|pi|rho|sigma|tau|phi|chi|psi|omega|ell)(?![A-Za-z])", re.IGNORECASE)
_ESCAPED = re.compile(r"\\([%&#_$])")
# A word split by a line-break hyphen: "fea- tures".  Not "first- and second-order".
_HYPHEN_SPLIT = re.compile(
    r"\b([A-Za-z]{2,})- (?!(?:and|or|to|vs|versus|as|nor|but)\b)([a-z]{2,})\b")
_MARKDOWN_EMPHASIS = re.compile(r"\*\*|__")
# PDF ligatures (U+FB00-FB06): never what an author typed
LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi",
                           "\ufb04": "ffl", "\ufb05": "st", "\ufb06": "st"})

# Tokens: words starting with a letter or digits followed by letters ("3d", "2nd"),
# inner hyphens and apostrophes kept ("non-convex", "bayes'").
TOKEN_RE = re.compile(r"[0-9]*[A-Za-z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*")


def _math_to_text(m: re.Match) -> str:
    """Keep plain identifiers of inline math ("$k$-means" -> "k-means"), drop the rest."""
    body = next(g for g in m.groups() if g is not None)
    body = _TEXT_CMD.sub(r"\1", body)
    body = _GREEK.sub(r"\1", body)
    body = _COMMAND.sub(" ", body)
    body = re.sub(r"[^A-Za-z0-9]+", " ", body).strip()
    return body


def _has_url_trigger(s: str) -> bool:
    """Whether ``s`` holds one of :data:`_URL_TRIGGERS` (``in`` tests written out: a
    generator over them showed in the cleaning's profile)."""
    return ("://" in s or "www." in s or ".com" in s or ".org" in s or ".io" in s
            or ".net" in s or ".edu" in s)


def without_urls(s: str) -> str:
    """``_URL.sub(" ", s)``, the expression run only on the runs of non-space characters
    that hold a piece every URL it matches holds (``_URL_PART``: "://", "www.", ".com" ...,
    case ignored as ``_URL`` ignores it).

    Why: ``_URL`` tries its ``\\b[\\w.-]+\\.`` at every word of the text (about 200 in
    an abstract) and takes back each word's letters; on the texts that hold a URL at all
    that was some 2 s of the main process at 250,000 papers (bench/SCALE.md, wave 16);
    finding the pieces costs about a quarter of it.  Why the same: no match of
    ``_URL`` holds a space character (``\\S``, ``\\w``, ``.``, ``-`` and literals only)
    or matches empty, so each match lies inside one run and the matches inside a run do
    not depend on the text around it (the ``\\b`` at its start sees a space or the
    text's start either way); a run without a piece holds no match.
    """
    pieces: list[str] = []
    done = 0
    for part in _URL_PART.finditer(s):
        at = part.start()
        if at < done:  # in the run just cleaned
            continue
        head = s[done:at]  # the run starts after the last space character before ``at``
        start = at if not head or head[-1].isspace() else at - len(head.rsplit(None, 1)[-1])
        run = _RUN.match(s, part.end())  # \S* always matches
        stop = run.end() if run else part.end()
        pieces += [s[done:start], _URL.sub(" ", s[start:stop])]
        done = stop
    return "".join(pieces) + s[done:] if pieces else s


def clean_text(text: str | None) -> str:
    """Return ``text`` with debris removed, suitable for tokenising and matching.

    The result is still readable prose (case kept, punctuation kept), so sentence
    splitting and phrase matching work on it.
    """
    if not text:
        return ""
    s = unicodedata.normalize("NFKC", str(text))
    # Each repair runs only when its trigger is present: most abstracts need none,
    # and this keeps cleaning 24,000 abstracts to about a second.
    if "&" in s:
        s = html.unescape(s)
    if not s.isascii():
        s = _ZERO_WIDTH.sub("", s)
    if "(cid:" in s:
        s = _CID_SOFT_HYPHEN.sub("", s)
        s = _CID.sub(" ", s)
    if _has_url_trigger(s):
        s = without_urls(s)
    if "\\" in s or "$" in s:
        s = _ESCAPED.sub(r"\1", s)
        for _ in range(3):  # nested text commands: \emph{\textbf{x}}
            s, n = _TEXT_CMD.subn(r"\1", s)
            if not n:
                break
        s = _MATH.sub(_math_to_text, s)
        s = _COMMAND.sub(" ", s)
    if "*" in s or "__" in s:
        s = _MARKDOWN_EMPHASIS.sub("", s)
    s = s.replace("{", "").replace("}", "").replace("~", " ")
    if not _single_spaced(s):
        s = " ".join(s.split())  # each run of whitespace (str.isspace, as regex \s) one space
    if "- " in s:
        s = joined_hyphen_splits(s)
    return s.strip()


def without_debris(text: str) -> str:
    """``text`` with only the debris of PDF extraction and encoding repaired, as
    :func:`clean_text` repairs it: ligatures spelled out, HTML entities decoded, zero-width
    characters, ``(cid:N)`` glyph ids and line-break hyphens ("fea- tures") gone, white
    space one space.  Maths, markup and URLs stay: what the author wrote, for showing
    (:mod:`analysis.paper_types.fragments`)."""
    s = text
    if not s.isascii():
        s = _ZERO_WIDTH.sub("", s.translate(LIGATURES))
    if "&" in s:
        s = html.unescape(s)
    if "(cid:" in s:
        s = _CID.sub(" ", _CID_SOFT_HYPHEN.sub("", s))
    s = " ".join(s.split())
    return joined_hyphen_splits(s) if "- " in s else s


def _single_spaced(s: str) -> bool:
    """Whether ``" ".join(s.split()) == s`` (its words already apart by single spaces),
    by tests that copy nothing: the space is the one printable whitespace character, so
    a printable text with no two spaces together and none at either end is its own
    joining (the split and join cost about 12 microseconds a text to clean)."""
    return s.isprintable() and "  " not in s and not s.startswith(" ") \
        and not s.endswith(" ")


def joined_hyphen_splits(s: str) -> str:
    """``_HYPHEN_SPLIT.sub(r"\\1\\2", s)`` of a single-spaced ``s`` (no two spaces
    together), the expression run only on the spans around each "- ".

    Why: the expression tries its ``\\b([A-Za-z]{2,})`` at every word of the text, some
    60 microseconds a text holding a "- ".  Why the same: a
    match is letters, "- " and letters, so it lies within the two words around one "- ";
    a span runs from the start of the word before a "- " to the end of the word after
    it, on over any further "- " that word ends with, so it starts and stops at a space
    that no match holds (or the text's edge), which the expression's ``\\b`` and
    look-ahead see as they see the edge of the span.
    """
    pieces: list[str] = []
    done = 0
    at = s.find("- ")
    while at >= 0:
        start = s.rfind(" ", done, at) + 1  # s[done] is a space, or done is 0
        stop = s.find(" ", at + 2)
        while stop > 0 and s[stop - 1] == "-":  # the word after ends with one more "- "
            stop = s.find(" ", stop + 1)
        stop = len(s) if stop < 0 else stop
        pieces += [s[done:start], _HYPHEN_SPLIT.sub(r"\1\2", s[start:stop])]
        done = stop
        at = s.find("- ", done)
    return "".join(pieces) + s[done:]


# Anything clean_text may change (Arrow's regular expressions, RE2): a character other than
# printable ASCII (\t, \n, non-ASCII), a trigger of one of its repairs, a space that is not
# one space between two words, and "- ".  A text holding none of these is its own cleaning.
_MAY_CHANGE = (r"[^\x20-\x7e]|&|\(cid:|://|www\.|\.com|\.org|\.io|\.net|\.edu|[\\$*{}~]|__"
               r"|  |^ | $|- ")


def clean_texts(texts: Sequence[str]) -> list[str]:
    """:func:`clean_text` of each of ``texts`` (equal strings), for a file's papers at once.

    Why: most abstracts hold nothing :func:`clean_text` changes (three in four of the
    scale corpus), yet each paid for its checks one by one (about 30 microseconds an
    abstract, a tenth of reading a corpus: bench/SCALE.md, wave 15).  One pass of Arrow's
    regular expressions over all of them finds those that may change (``_MAY_CHANGE``);
    only those are cleaned, the others are kept as they are.
    """
    out = list(texts)
    try:
        found = pc.match_substring_regex(pa.array(out, type=pa.large_string()), _MAY_CHANGE)
        may_change = pc.fill_null(found, True).to_numpy(zero_copy_only=False)  # None too
    except (pa.ArrowException, UnicodeEncodeError, TypeError):  # not UTF-8 (surrogates)
        return [clean_text(text) for text in out]
    for i in np.flatnonzero(may_change):
        out[i] = clean_text(out[i])
    return out


def tokenize(text: str) -> list[str]:
    """Word tokens of already cleaned text, case kept (acronyms matter downstream)."""
    return TOKEN_RE.findall(text)


def strip_accents(text: str) -> str:
    """Text with accents removed, case kept (NFKD, combining marks dropped): "Nyström" ->
    "Nystrom", so the ASCII token rule sees one word."""
    if text.isascii():
        return text
    s = unicodedata.normalize("NFKD", text)
    # the marks are looked up among the text's distinct characters, not at every one of
    # them by a Python loop (the same text)
    marks = [c for c in set(s) if unicodedata.combining(c)]
    if not marks:
        return s
    return s.translate(dict.fromkeys(map(ord, marks)))


def fold(text: str) -> str:
    """Lower-case and strip accents, for matching that ignores case and diacritics."""
    return strip_accents(text.lower())
