"""A corpus file's bytes as text: gzip recognised by its content, sizes bounded, UTF-8 checked.

gzip is recognised by its two magic bytes (RFC 1952, ``1f 8b``), not by the name, because
downloads lose or change their endings.  It is decompressed in bounded reads, so a small
file that expands without end (a "zip bomb") stops at the limit with a message instead
of filling the memory.

:data:`MAX_FILE_BYTES` (1 GiB of text after decompression) bounds one file: the text and
the records parsed from it take several times that in memory, and the machines we run on
have 24 GB.  The largest real file is 2.6 MB (ECCV 2022) and the largest scale shard
65 MB, so the limit only stops files that should be split into parts of a folder.
"""

from __future__ import annotations

import gzip
import zlib
from pathlib import Path
from typing import Final

from analysis.io.base import CorpusError

GZIP_MAGIC: Final = b"\x1f\x8b"
#: The most bytes one file may hold, after decompression.
MAX_FILE_BYTES: Final = 1 << 30
_BLOCK: Final = 1 << 24
_SPLIT_IT = "Split it into several files in one folder (e.g. JSON Lines parts) and give the folder."


def _size(n: int) -> str:
    return f"{n / (1 << 20):,.0f} MiB" if n >= 1 << 20 else f"{n:,} bytes"


def _gunzip(path: Path, max_bytes: int) -> bytes:
    """The decompressed bytes, read in 16 MiB blocks so that a bomb stops at the limit."""
    blocks: list[bytes] = []
    total = 0
    try:
        with gzip.open(path, "rb") as fh:
            while block := fh.read(min(_BLOCK, max_bytes + 1 - total)):
                blocks.append(block)
                total += len(block)
                if total > max_bytes:
                    raise CorpusError(path, "", "the file decompresses to more than "
                                      f"{_size(max_bytes)}, the most one file may hold", _SPLIT_IT)
    except (OSError, EOFError, zlib.error) as e:
        raise CorpusError(path, "", f"the gzip data is broken or cut short ({e})",
                          "Compress the file again, or give the uncompressed file.") from None
    return b"".join(blocks)


def read_bytes(path: Path, max_bytes: int = MAX_FILE_BYTES) -> tuple[bytes, bool]:
    """The file's bytes, decompressed if it is gzip, and whether it was."""
    with path.open("rb") as fh:
        compressed = fh.read(2) == GZIP_MAGIC
    if compressed:
        return _gunzip(path, max_bytes), True
    size = path.stat().st_size
    if size > max_bytes:
        raise CorpusError(path, "", f"the file holds {_size(size)}, more than the "
                          f"{_size(max_bytes)} one file may hold", _SPLIT_IT)
    return path.read_bytes(), False


def read_text(path: Path, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The file as UTF-8 text (a byte-order mark dropped); an error names the first bad
    byte and its line, so the user can find it."""
    data, compressed = read_bytes(path, max_bytes)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        where = f"byte {e.start} (line {line})" + (" after decompression" if compressed else "")
        raise CorpusError(path, where, "the file is not UTF-8 text",
                          "Re-save it as UTF-8.") from None
