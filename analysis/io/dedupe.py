"""The key by which a paper exported twice is found: its title and cleaned abstract with
case, accents and punctuation folded away (the same paper exported twice differs in
exactly these), kept as a 16-byte BLAKE2 digest, not the text: a million keys then take
~100 MB instead of a copy of every abstract.

:func:`dedupe_keys` gives a file's keys at once: the folded words of every paper are
joined by a few numpy passes over the file's text, not by a split and a join of each text
(about 40 microseconds a paper, a fifth of reading a corpus: bench/SCALE.md, wave 15);
the digests are the same.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence

import numpy as np

from analysis.text import fold

_NOT_WORD = re.compile(r"\W+")
# ASCII bytes: word characters (``\w``: letters, digits, "_") kept, any other a space
_ASCII_WORDS = bytes(c if c < 128 and (chr(c).isalnum() or c == ord("_")) else ord(" ")
                     for c in range(256))
# the same, upper-case letters lower-cased
_ASCII_FOLDED_WORDS = _ASCII_WORDS.translate(bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                                                             b"abcdefghijklmnopqrstuvwxyz"))
# ASCII bytes as in _ASCII_WORDS, and every byte of a character beyond ASCII kept
_WORD_BYTES = _ASCII_WORDS[:128] + bytes(range(128, 256))
_BEYOND_ASCII = re.compile(r"[^\x00-\x7f]")
# the marks that end a title and a paper in :func:`dedupe_keys`
_TITLE_END, _PAPER_END = 0, 1
_SPACE = ord(" ")


def dedupe_key(title: str, abstract_clean: str) -> bytes:
    """The key of one paper: ``title`` ("" for a derived one) and its cleaned abstract."""
    key = _folded_words(title) + b"\x00" + _folded_words(abstract_clean)
    return hashlib.blake2b(key, digest_size=16).digest()


def dedupe_keys(titles: Sequence[str], abstracts: Sequence[str]) -> list[bytes]:
    """:func:`dedupe_key` of each (title, cleaned abstract) pair, for a file at once: each
    text's bytes translated (:func:`_word_bytes`), then every text's words joined by single
    spaces in a few numpy passes over all of them, not by a split and a join of each.

    The texts are laid out one after the other, each title followed by a mark (byte 0,
    which the key keeps) and each paper by another (byte 1); a space is kept only right
    after a word's byte (any above the space: the translated texts hold no byte below it
    but the marks) and not before a mark or the end, which leaves each text's words
    joined by single spaces; then the keys are cut at the paper marks.
    """
    if not titles:
        return []
    joined = b"\x01".join(map(b"\x00".join, zip(map(_word_bytes, titles),
                                                  map(_word_bytes, abstracts), strict=True)))
    text = np.frombuffer(joined, dtype=np.uint8)
    # a space kept only right after a word's byte (every byte above the space)
    keep = text != _SPACE
    keep[1:] |= text[:-1] > _SPACE
    text = text[keep]
    # and not before a mark or at the end
    marks = np.flatnonzero(text <= _PAPER_END)
    before = np.r_[marks - 1, text.size - 1]
    text = np.delete(text, before[(before >= 0) & (text[before] == _SPACE)])
    return [hashlib.blake2b(words, digest_size=16).digest()
            for words in text.tobytes().split(b"\x01")]


def _word_bytes(s: str) -> bytes:
    """``s`` folded (:func:`~analysis.text.fold`) as UTF-8 with every non-word character a
    space: what :func:`_folded_words` splits at spaces and joins again.  Beyond ASCII,
    each distinct character of the text is looked at once: a combining mark is removed
    (``fold``), any other non-word character made a space (the ``\\W`` of
    :func:`_words_only`), by a replacement of each (a regular expression over every
    character took twice as long)."""
    if s.isascii():
        return s.encode("ascii").translate(_ASCII_FOLDED_WORDS)
    folded = s.lower()
    if not folded.isascii():
        folded = unicodedata.normalize("NFKD", folded)
        for c in set(_BEYOND_ASCII.findall(folded)):
            if unicodedata.combining(c):
                folded = folded.replace(c, "")
            elif _NOT_WORD.match(c):
                folded = folded.replace(c, " ")
    return folded.encode().translate(_WORD_BYTES)


def _folded_words(s: str) -> bytes:
    """``_words_only(fold(s))`` as UTF-8: for ASCII ``s`` one byte translation that also
    lower-cases (``fold`` of ASCII text is ``lower``), with no string made on the way."""
    if s.isascii():
        return b" ".join(s.encode("ascii").translate(_ASCII_FOLDED_WORDS).split())
    return _words_only(fold(s)).encode()


def _words_only(s: str) -> str:
    r"""``s``'s words (``\w+``) joined by single spaces: ``re.sub(r"\W+", " ", s).strip()``,
    by one byte translation where ``s`` is ASCII (twice as fast on abstracts)."""
    if s.isascii():
        return b" ".join(s.encode("ascii").translate(_ASCII_WORDS).split()).decode("ascii")
    return _NOT_WORD.sub(" ", s).strip()
