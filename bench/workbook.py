"""The workbook of every table: XlsxWriter (analysis.workbook, since xlsx62) against its
peer, pandas' ``to_excel`` with openpyxl (the writer until then, rebuilt here as it was),
alternating in one process on a saved analysis's tables of all papers; then both
workbooks read back (pandas, openpyxl reader) and compared sheet by sheet, cell by cell.

    PYTHONPATH=$PWD python3 bench/workbook.py --store DIR [--reps 3]

DIR: the ``store`` folder ``analyze --out OUT`` writes (``OUT/store``) or a ``serve`` cache
folder.  Needs
openpyxl (the test dependency).  Results: bench/REVIEW.md.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import time
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analysis.export import neutralise, to_excel_bytes  # noqa: E402
from analysis.store.cache import open_saved  # noqa: E402
from analysis.tables import all_tables  # noqa: E402


def openpyxl_workbook(tables: dict[str, pd.DataFrame]) -> bytes:
    """The workbook as main wrote it until xlsx62."""
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

    buf = io.BytesIO()
    with pd.ExcelWriter(buf, engine="openpyxl") as writer:
        for name, df in tables.items():
            df = neutralise(df).replace(ILLEGAL_CHARACTERS_RE, "", regex=True)
            df.to_excel(writer, sheet_name=name[:31], index=False)
    return buf.getvalue()


def same_cells(a: bytes, b: bytes) -> int:
    """The non-empty cells of two workbooks, asserted equal in value, type and date-ness."""
    from openpyxl import load_workbook

    sa = pd.read_excel(io.BytesIO(a), sheet_name=None)
    sb = pd.read_excel(io.BytesIO(b), sheet_name=None)
    assert list(sa) == list(sb), (list(sa), list(sb))
    for name in sa:
        pd.testing.assert_frame_equal(sa[name], sb[name], check_exact=True)
    wa, wb = load_workbook(io.BytesIO(a), read_only=True), load_workbook(io.BytesIO(b),
                                                                         read_only=True)
    n = 0
    for name in wa.sheetnames:
        for x, y in zip(wa[name].iter_rows(), wb[name].iter_rows(), strict=True):
            cx = [(c.value, c.data_type, c.is_date) for c in x if c.value is not None]
            assert cx == [(c.value, c.data_type, c.is_date) for c in y if c.value is not None]
            n += len(cx)
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--reps", type=int, default=3)
    args = ap.parse_args()
    a = open_saved(args.store).analysis
    tables = all_tables(a, None)
    print(f"{a.name}: {len(tables)} tables, {sum(map(len, tables.values())):,} rows; "
          f"load {os.getloadavg()[0]:.1f}", flush=True)
    times: dict[str, list[float]] = {"openpyxl": [], "xlsxwriter": []}
    made = {}
    for _ in range(args.reps):
        for name, write in (("openpyxl", openpyxl_workbook), ("xlsxwriter", to_excel_bytes)):
            t = time.perf_counter()
            made[name] = write(tables)
            times[name].append(time.perf_counter() - t)
    ratios = [o / x for o, x in zip(times["openpyxl"], times["xlsxwriter"], strict=True)]
    for name, ts in times.items():
        print(f"{name}: median {statistics.median(ts):.2f} s (min {min(ts):.2f}, "
              f"max {max(ts):.2f}), {len(made[name]) / 1e6:.1f} MB")
    print(f"openpyxl / xlsxwriter, pair by pair: {', '.join(f'{r:.2f}' for r in ratios)}; "
          f"median {statistics.median(ratios):.2f}; load {os.getloadavg()[0]:.1f}")
    print(f"the same cells: {same_cells(made['openpyxl'], made['xlsxwriter']):,} non-empty")


if __name__ == "__main__":
    main()
