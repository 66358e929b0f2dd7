"""Files the server sends: their routes, and how one goes out as an attachment.

File names carry the corpus name, which may be anything a file name can be
(``论文2013.json``).  HTTP headers are Latin-1 at most, so the name goes out as RFC 6266
asks: an ASCII ``filename`` for old clients and the exact name as RFC 5987
``filename*=UTF-8''...`` for the rest; Werkzeug's ``send_file`` writes both, and sets one
charset in the content type.  Control characters and path separators become ``_``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from typing import Any

import flask

DOWNLOAD_ROUTE = "/_paper-trends/download/"  # + a table name ("papers", ...) or "tables"
REPORT_ROUTE = "/_paper-trends/report"  # the trend report (dashboard/report.py)

_NOT_IN_A_NAME = re.compile(r'[\x00-\x1f\x7f/\\"]+')  # control characters, path separators


class _ChunksReader(io.RawIOBase):
    """A file-like reader over an iterator of byte chunks, so a file is sent as it is made."""

    def __init__(self, chunks: Iterable[bytes]) -> None:
        self._chunks, self._left = iter(chunks), b""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while not self._left:
            try:
                self._left = next(self._chunks)
            except StopIteration:
                return 0
        n = min(len(buffer), len(self._left))
        buffer[:n] = self._left[:n]
        self._left = self._left[n:]
        return n


def file_response(content: bytes | Iterable[bytes], name: str,
                  mimetype: str) -> flask.Response:
    """An attachment under ``name`` (any characters; see the module docstring), never
    cached; chunks are streamed, so a large table never sits whole in the server."""
    name = _NOT_IN_A_NAME.sub("_", name)
    body = io.BytesIO(content) if isinstance(content, bytes) else \
        io.BufferedReader(_ChunksReader(content), buffer_size=1 << 20)
    response = flask.send_file(body, mimetype=mimetype, as_attachment=True,
                               download_name=name, conditional=False, etag=False)
    response.headers["Cache-Control"] = "no-store"
    return response
