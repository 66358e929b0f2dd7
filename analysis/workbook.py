"""Tables as one Excel workbook (.xlsx): a sheet per table, a cell per value, typed.

Written with XlsxWriter a column at a time, each cell by the writer of its type: numbers
as numbers, booleans as booleans, datetimes as dates, text as text.  Until xlsx62 pandas'
``to_excel`` wrote it with openpyxl; pandas makes an object and a style key for every cell
before openpyxl makes its own, and at 24,000 papers (850,000 cells) the download took
42-120 s on a loaded machine, 24-32 s now: the writing takes about half the time
(bench/REVIEW.md, xlsx62).  The cells are those pandas wrote, so a workbook reads back
as it did (compared sheet by sheet on the 24k, ICML and the seeds):

- the header row is the column names, unstyled (pandas 3 no longer makes them bold);
- a float's NaN and an empty text are empty cells, ±inf the text ``inf`` / ``-inf``
  (pandas' ``inf_rep``);
- text cells lose the control characters XML 1.0 forbids (as openpyxl's
  ``ILLEGAL_CHARACTERS_RE`` removed them before), a carriage return becomes a line break
  (what XML readers, Excel's too, made of the raw one openpyxl wrote; XlsxWriter would
  write the escape ``_x000D_``), and text over Excel's 32,767 characters a cell is cut
  there, with a warning naming the sheet (pandas cut it too);
- :data:`OPTIONS` keep every text cell text: XlsxWriter's defaults would write one
  starting with "=" as a formula and one that looks like a URL as a hyperlink (and stop at
  65,530 of them a sheet).  The caller also neutralises formula-like text, as in the CSVs.

Text that looks like Excel's own escapes (``_x0041_``) is written so that Excel shows it
as written; openpyxl wrote it as it was, which Excel reads as "A".  ECMA-376 Part 1,
22.9.2.19 (ST_Xstring): an underscore that opens ``_xHHHH_`` is written ``_x005F_``.
XlsxWriter escapes each *match* of ``_xHHHH_``, left to right, so where one's closing
underscore opens the next (``_x005F_x0041_``) it escaped the first only and Excel showed
"_x005FA"; :func:`xlsx_escaped` escapes every such underscore, and the shared strings are
written with it (:func:`_book_class`, through XlsxWriter's ``_get_packager`` hook, there
since 1.2.7 "to allow the packager to be overridden"; the cells are shared strings, as
``constant_memory`` is off).
"""

from __future__ import annotations

import datetime
import functools
import io
import math
import re
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

SHEET_CHARS = 31  # Excel's longest sheet name
CELL_CHARS = 32_767  # Excel's longest text in a cell
#: Control characters XML 1.0 forbids (below U+0020 but tab, newline, carriage return),
#: openpyxl's ``ILLEGAL_CHARACTERS_RE``; with the carriage return, which becomes "\n".
_CONTROL = re.compile(r"[\000-\010\013\014\016-\037\r]")
_ILLEGAL = re.compile(r"[\000-\010\013\014\016-\037]")
_CARRIAGE_RETURN = re.compile(r"\r\n?")
#: An underscore that opens an escape-like ``_xHHHH_`` (looked ahead: chained ones overlap)
_OPENS_ESCAPE = re.compile(r"_(?=x[0-9A-Fa-f]{4}_)")
_XML_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f]")  # what XlsxWriter writes as _xHHHH_
OPTIONS = {"strings_to_formulas": False, "strings_to_urls": False,
           "strings_to_numbers": False, "in_memory": True}
DATETIME_FORMAT = "YYYY-MM-DD HH:MM:SS"  # pandas' defaults for dates in Excel
DATE_FORMAT = "YYYY-MM-DD"
MAX_ROWS = 1_048_576  # an Excel sheet's rows
MAX_COLUMNS = 16_384  # and columns


def clean_text(text: str) -> str:
    """``text`` as a workbook cell keeps it: no XML-illegal control characters, a carriage
    return (or CR LF) as one line break (cut to :data:`CELL_CHARS` by the caller)."""
    if _CONTROL.search(text):
        return _CARRIAGE_RETURN.sub("\n", _ILLEGAL.sub("", text))
    return text


def xlsx_escaped(text: str) -> str:
    """``text`` as a shared string's ``<t>`` holds it (before XML's own escaping): every
    underscore that opens an ``_xHHHH_`` as ``_x005F_``, then control characters and the
    non-characters U+FFFE and U+FFFF as ``_xHHHH_`` (as XlsxWriter writes them)."""
    if "_x" in text:
        text = _OPENS_ESCAPE.sub("_x005F_", text)
    text = _XML_CONTROL.sub(lambda m: f"_x{ord(m.group(0)):04X}_", text)
    return text.replace("\ufffe", "_xFFFE_").replace("\uffff", "_xFFFF_")


@functools.cache
def _book_class() -> type:
    """XlsxWriter's Workbook, its shared strings escaped by :func:`xlsx_escaped`.
    XlsxWriter is imported here, on the first workbook asked for, not by every start."""
    import xlsxwriter
    from xlsxwriter.packager import Packager
    from xlsxwriter.sharedstrings import SharedStrings

    class Strings(SharedStrings):
        _escape_control_characters = staticmethod(xlsx_escaped)

    class Packaged(Packager):
        def _write_shared_strings_file(self) -> None:  # XlsxWriter's, with Strings
            if not self.workbook.str_table.count:
                return
            sst = Strings()
            sst.string_table = self.workbook.str_table
            sst._set_xml_writer(self._filename("xl/sharedStrings.xml"))
            sst._assemble_xml_file()

    class Book(xlsxwriter.Workbook):
        def _get_packager(self) -> Packaged:
            return Packaged()

    return Book


def xlsx_bytes(tables: Mapping[str, pd.DataFrame],
               widths: Mapping[str, Sequence[float]] | None = None) -> bytes:
    """One workbook, a sheet per table in order (names cut to :data:`SHEET_CHARS`);
    ``widths``: a sheet's columns' widths (in characters), its text wrapped within them
    (a sheet of sentences, such as the About sheet of :mod:`analysis.about`); the other
    sheets' columns are Excel's default width."""
    buf = io.BytesIO()
    book = _book_class()(buf, OPTIONS)
    formats = {"datetime": book.add_format({"num_format": DATETIME_FORMAT}),
               "date": book.add_format({"num_format": DATE_FORMAT}),
               "days": book.add_format({"num_format": "0"}),
               "wrap": book.add_format({"text_wrap": True, "valign": "top"})}
    widths = widths or {}
    for name, df in tables.items():
        if len(df) >= MAX_ROWS or len(df.columns) > MAX_COLUMNS:  # XlsxWriter would drop
            raise ValueError(f"table {name}: {len(df):,} rows and {len(df.columns):,} "
                             f"columns, more than an Excel sheet's {MAX_ROWS - 1:,} rows "
                             f"under its header or {MAX_COLUMNS:,} columns")
        sheet = book.add_worksheet(name[:SHEET_CHARS])
        for col, width in enumerate(widths.get(name, ())):  # cells without a format take it
            sheet.set_column(col, col, width, formats["wrap"])
        long = 0
        for col, label in enumerate(df.columns):
            _write_cell(sheet, 0, col, label, formats)
            long += _write_column(sheet, col, df.iloc[:, col], formats)
        if long:
            warnings.warn(f"sheet {name[:SHEET_CHARS]}: {long} cell(s) over Excel's "
                          f"{CELL_CHARS:,} characters, cut there", UserWarning, stacklevel=2)
    book.close()
    return buf.getvalue()


def _native(value: Any) -> Any:
    """A numpy scalar as the Python value it holds; anything else as it is."""
    return value.item() if isinstance(value, np.generic) else value


def _write_column(sheet: Any, col: int, values: pd.Series, formats: dict[str, Any]) -> int:
    """``values`` into column ``col`` from the second row; the count of texts cut."""
    kind = values.dtype.kind if isinstance(values.dtype, np.dtype) else "O"  # NA: below
    if kind in "iub":  # numpy integers and booleans: no missing values, one writer
        write: Callable[..., Any] = sheet.write_boolean if kind == "b" else sheet.write_number
        for row, v in enumerate(values.tolist(), start=1):
            write(row, col, v)
        return 0
    if kind == "f":
        for row, v in enumerate(values.tolist(), start=1):
            if math.isfinite(v):
                sheet.write_number(row, col, v)
            elif v == v:  # ±inf: pandas' inf_rep
                sheet.write_string(row, col, "inf" if v > 0 else "-inf")
        return 0
    long = 0
    cells = values.astype(object).where(values.notna(), None).tolist()
    for row, v in enumerate(cells, start=1):
        if type(v) is str and len(v) <= CELL_CHARS and not _CONTROL.search(v):
            if v:  # most cells of most columns: plain text, written at once
                sheet.write_string(row, col, v)
        elif v is not None:
            long += _write_cell(sheet, row, col, v, formats)
    return long


def _write_cell(sheet: Any, row: int, col: int, v: Any, formats: dict[str, Any],
                fmt: Any = None) -> int:
    """One value of a text or mixed column by the writer of its type; 1 if text was cut."""
    v = _native(v)
    if isinstance(v, str):
        v = clean_text(v)
        if not v:  # an empty cell, as openpyxl left one
            return 0
        sheet.write_string(row, col, v[:CELL_CHARS], fmt)
        return int(len(v) > CELL_CHARS)
    if isinstance(v, bool):
        sheet.write_boolean(row, col, v, fmt)
    elif isinstance(v, (int, float)):
        if math.isfinite(v):
            sheet.write_number(row, col, v, fmt)
        elif v == v:
            sheet.write_string(row, col, "inf" if v > 0 else "-inf", fmt)
    elif isinstance(v, datetime.datetime):
        sheet.write_datetime(row, col, v, fmt or formats["datetime"])
    elif isinstance(v, datetime.date):
        sheet.write_datetime(row, col, v, fmt or formats["date"])
    elif isinstance(v, datetime.timedelta):  # in days, as pandas writes one
        sheet.write_number(row, col, v.total_seconds() / 86400, fmt or formats["days"])
    else:
        return _write_cell(sheet, row, col, str(v), formats, fmt)
    return 0
