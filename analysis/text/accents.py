r"""LaTeX accent escapes in names, as Unicode: ``Jes\'us`` -> "Jesús", ``Fran{\c c}ois`` ->
"François", ``\Lącki`` -> "Łącki".

Why not pylatexenc (a dependency, used for titles by :mod:`analysis.text.display`): it
drops a macro it does not know together with its text, so ``Stéphan Clémen\con`` became
"Stéphan Clémen" and ``\Matthew Lease`` "Lease"; a name must never lose letters.  The
escapes of a name are few and standard, so they are read here by a table, and anything
else is kept as written.

The table is TeX's own: the accents of plain TeX (Knuth, *The TeXbook*, 1984, ch. 9,
p. 52: ``\` \' \^ \" \~ \= \. \u \v \H \t \c \d \b``; ``\t`` is left out, it spans two
letters) with LaTeX's ogonek ``\k`` (LaTeX2e, *fontenc* T1), each as its Unicode
combining mark, and the special letters of the same page (``\o \O \l \L \ss \aa \AA \ae
\AE \oe \OE``, dotless ``\i \j``), plus the discretionary hyphen ``\-`` (invisible).  Read
as TeX reads them (TeXbook ch. 7): a command named by letters ends at the first
non-letter, so ``\c c`` and ``\c{c}`` are "ç" but ``\ccon`` is an unknown command
``\ccon``, kept as written (reading it as ``\c c`` + "on" would be a guess: the same rule
read ``\con`` as an "o" with a cedilla).  An accent's argument is one letter, braced or
right after a symbol command (``\'e``, ``\'{e}``), after spaces for a letter command
(``\c c``); ``{\"o}``'s braces go with the escape.  The result is NFC, so "ö" typed and
"ö" decoded are one spelling.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

#: Accent command -> Unicode combining mark (TeXbook p. 52; ``\k``: LaTeX2e T1).
ACCENTS: Final = {
    "`": "\u0300", "'": "\u0301", "^": "\u0302", '"': "\u0308", "~": "\u0303", "=": "\u0304",
    ".": "\u0307", "u": "\u0306", "v": "\u030c", "H": "\u030b", "c": "\u0327", "d": "\u0323",
    "b": "\u0331", "r": "\u030a", "k": "\u0328",
}
#: Special letters (TeXbook p. 52; dotless i and j take accents: ``\'\i`` -> "í").
LETTERS: Final = {
    "o": "ø", "O": "Ø", "l": "ł", "L": "Ł", "ss": "ß", "aa": "å", "AA": "Å", "ae": "æ",
    "AE": "Æ", "oe": "œ", "OE": "Œ", "i": "ı", "j": "ȷ",
}
_SYMBOL = re.escape("".join(c for c in ACCENTS if not c.isalpha()))
_LETTER_ACCENTS = "".join(c for c in ACCENTS if c.isalpha())


def _argument(name: str) -> str:
    """A braced letter (or dotless i/j) as the accent's argument, in group ``name``."""
    return r"(?:\{\s*(?P<" + name + r">[A-Za-z]|\\[ij](?![A-Za-z]))\s*\}"


_ACCENT = re.compile(
    r"(?P<open>\{)?(?:"
    rf"\\(?P<symbol>[{_SYMBOL}])" + _argument("sarg")
    + r"|(?P<sbare>[A-Za-z]|\\[ij](?![A-Za-z]) ?))"
    rf"|\\(?P<word>[{_LETTER_ACCENTS}])(?![A-Za-z])" + _argument("warg")
    + r"|\s+(?P<wbare>[A-Za-z]))"
    r")(?(open)\})")
_LETTER = re.compile(r"(?P<open>\{)?\\(?P<name>" + "|".join(sorted(LETTERS, key=len, reverse=True))
                     + r")(?![A-Za-z])(?:\{\}|(?(open)|\s?))(?(open)\})")


def decode_accents(text: str) -> str:
    """``text`` with its LaTeX accent escapes and special letters as Unicode, NFC; any other
    backslash kept as written (see the module docstring)."""
    if "\\" not in text:
        return unicodedata.normalize("NFC", text)
    text = text.replace("\\-", "")
    text = _ACCENT.sub(_accented, text)
    text = _LETTER.sub(lambda m: LETTERS[m.group("name")], text)
    return unicodedata.normalize("NFC", text)


def _accented(m: re.Match[str]) -> str:
    command = m.group("symbol") or m.group("word")
    base = m.group("sarg") or m.group("sbare") or m.group("warg") or m.group("wbare")
    if base.startswith("\\"):  # \'\i: the accent sits on a plain i
        base = base[1]
    return base + ACCENTS[command]
