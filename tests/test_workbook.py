"""The Excel workbook of every table (analysis.workbook, written by XlsxWriter since
xlsx62): it reads back as the tables, its text stays text, and Excel reads its text as
written.  A planted hostile table: formula-like text, a URL, control characters, U+2028,
a cell over Excel's 32,767 characters, every column type the tables use."""

from __future__ import annotations

import datetime
import io
import re
import warnings
import xml.etree.ElementTree as ET
import zipfile

import numpy as np
import pandas as pd
import pytest

from analysis.export import to_excel_bytes

HUGE = "x" * 40_000
TITLES = ["=HYPERLINK(\"http://evil\",\"x\")", "+1", "@SUM(A1)", "https://example.com/a?b=1",
          "bell\x07 and \x0b vt", "line\u2028sep", "one\r\ntwo\rthree", HUGE, "", None]
MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def hostile() -> pd.DataFrame:
    n = len(TITLES)
    return pd.DataFrame({
        "title": pd.Series(TITLES, dtype="str"),
        "mixed": pd.Series([1, "all", 2.5, None, "=x", True, 3, 4, 5, 6], dtype=object),
        "n": np.arange(n, dtype="int64") - 3,
        "z": [-1.5, np.nan, np.inf, -np.inf, 0.1, 1e300, 2.0, 3.0, 4.0, 5.0],
        "flag": [True, False] * (n // 2),
        "count": pd.array([1, None] * (n // 2), dtype="Int64"),
        "when": pd.to_datetime(["2021-03-04 05:06:07", None] * (n // 2)),
        "day": [datetime.date(2020, 1, i + 1) for i in range(n)],
    })


def test_the_workbook_reads_back_as_the_tables_and_its_text_stays_text():
    df = hostile()
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        data = to_excel_bytes({"papers": df, "a_table_name_longer_than_excel_allows": df})
    # the one cell over Excel's limit is cut there, and the warning says where
    assert [str(w.message) for w in said if "32,767" in str(w.message)] == [
        "sheet papers: 1 cell(s) over Excel's 32,767 characters, cut there",
        "sheet a_table_name_longer_than_excel_: 1 cell(s) over Excel's 32,767 characters, cut there"]
    sheets = pd.read_excel(io.BytesIO(data), sheet_name=None)
    assert list(sheets) == ["papers", "a_table_name_longer_than_excel_"]
    back = sheets["papers"]
    assert back["title"].tolist()[:8] == [
        "'=HYPERLINK(\"http://evil\",\"x\")", "'+1", "'@SUM(A1)", "https://example.com/a?b=1",
        "bell and  vt", "line\u2028sep", "one\ntwo\nthree", HUGE[:32_767]]
    assert back["title"].iloc[8:].isna().all()  # empty text and None: empty cells
    assert back["mixed"].tolist()[:3] == [1, "all", 2.5] and back["mixed"].tolist()[4:6] == ["'=x", True]
    assert back["n"].tolist() == df["n"].tolist() and back["n"].dtype == "int64"
    assert back["z"][0] == -1.5 and pd.isna(back["z"][1])  # NaN: an empty cell
    assert back["z"].tolist()[2:6] == [np.inf, -np.inf, 0.1, 1e300]  # text "inf": inf_rep
    assert back["flag"].tolist() == df["flag"].tolist()
    assert back["count"][0] == 1 and pd.isna(back["count"][1])
    assert back["when"][0] == pd.Timestamp("2021-03-04 05:06:07") and pd.isna(back["when"][1])
    assert back["day"][2] == pd.Timestamp("2020-01-03")
    # no formula and no hyperlink anywhere: every text cell is text
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        xml = "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/"))
        assert "<f>" not in xml and "hyperlink" not in xml
        assert not any("hyperlink" in n for n in z.namelist())


def _texts_as_excel_reads_them(data: bytes) -> set[str]:
    """Every text of the workbook's cells, each ``_xHHHH_`` decoded as Excel decodes it
    (ECMA-376 ST_Xstring: ``_x005F_`` writes a literal underscore)."""
    texts = set()
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        for name in z.namelist():
            if name.startswith(("xl/worksheets/", "xl/sharedStrings")):
                for t in ET.fromstring(z.read(name)).iter(f"{{{MAIN}}}t"):
                    texts.add(re.sub(r"_x([0-9A-Fa-f]{4})_",
                                     lambda m: chr(int(m.group(1), 16)), t.text or ""))
    return texts


@pytest.mark.parametrize("text", ["_x0041_", "see _x000D_ here"])
def test_text_that_looks_like_excels_escapes_is_read_as_written(text):
    """openpyxl wrote ``_x0041_`` as it is, which Excel shows as "A"."""
    data = to_excel_bytes({"papers": pd.DataFrame({"title": [text, "plain"]})})
    assert text in _texts_as_excel_reads_them(data)
    assert pd.read_excel(io.BytesIO(data))["title"].tolist() == [text, "plain"]


def _shared_texts(data: bytes) -> list[str]:
    """The shared strings' <t> texts as written in the file (no decoding)."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return [t.text or "" for t in ET.fromstring(z.read("xl/sharedStrings.xml"))
                .iter(f"{{{MAIN}}}t")]


@pytest.mark.parametrize("text, written", [
    # an escape-like text whose closing underscore opens the next: XlsxWriter escaped the
    # first only ("_x005F_x005F_x0041_", which Excel shows as "_x005FA")
    ("_x005F_x0041_", "_x005F_x005F_x005F_x0041_"),
    ("a_x0041_x0042_x0043_b", "a_x005F_x0041_x005F_x0042_x005F_x0043_b"),
    ("_x0041__x0042_", "_x005F_x0041__x005F_x0042_"),  # two apart: as before
])
def test_chained_escape_like_text_is_escaped_at_every_underscore(text, written):
    """Every underscore that opens an ``_xHHHH_`` is written ``_x005F_`` (ECMA-376 Part 1,
    22.9.2.19 ST_Xstring), so Excel's decoding (openpyxl's ``unescape`` implements it: each
    ``_xHHHH_`` left to right, none overlapping) gives the text back exactly."""
    from openpyxl.utils.escape import unescape

    data = to_excel_bytes({"papers": pd.DataFrame({"title": [text, "plain"]})})
    texts = _shared_texts(data)
    assert written in texts
    assert text in {unescape(t) for t in texts}
