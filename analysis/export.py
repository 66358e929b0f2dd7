"""Write summary tables as CSV or Parquet files, one Excel workbook, and manifest.json.

Each table's file is ``<name>.csv`` (or ``<name>.parquet``), its name in the table
registry (:data:`analysis.tables.TABLES`).  CSV is the default: every spreadsheet and
language reads it.  Parquet (``--format parquet``) keeps the column types and is
columnar and compressed: the papers table of 250,000 papers is a few times smaller and
loads in a fraction of the time, and tools such as pandas, R's arrow, DuckDB and Spark
read a single column without the rest.  Parquet cells are data, not formulas, so they
are written as they are.

Text cells starting with ``=``, ``+``, ``-`` or ``@`` (or a tab / carriage
return) are prefixed with an apostrophe so that a spreadsheet shows them as text
instead of running them as formulas (OWASP "CSV injection").  Numbers are left
alone, so negative z-scores stay numbers.
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pandas as pd
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

from analysis.tables import TABLES

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
#: ``--format`` choices: the file suffix and the writer of one table.
TABLE_FORMATS = ("csv", "parquet")
EXCEL_SHEET_CHARS = 31


def neutralise(df: pd.DataFrame) -> pd.DataFrame:
    """A copy of ``df`` whose text cells cannot be run as spreadsheet formulas."""
    out = df.copy()
    for col in out.columns:
        if out[col].dtype == object or pd.api.types.is_string_dtype(out[col]):
            out[col] = out[col].map(
                lambda v: "'" + v if isinstance(v, str) and v.startswith(FORMULA_START) else v)
    return out


def to_csv_bytes(df: pd.DataFrame) -> bytes:
    return neutralise(df).to_csv(index=False).encode("utf-8")


def to_excel_bytes(tables: dict[str, pd.DataFrame]) -> bytes:
    """One workbook, a sheet per table (sheet names cut to Excel's 31 characters)."""
    buf = io.BytesIO()
    with pd.ExcelWriter(buf, engine="openpyxl") as writer:
        for name, df in tables.items():
            df = neutralise(df).replace(ILLEGAL_CHARACTERS_RE, "", regex=True)
            df.to_excel(writer, sheet_name=name[:EXCEL_SHEET_CHARS], index=False)
    return buf.getvalue()


def download_name(corpus: str, slug: str, table: str, ext: str) -> str:
    """e.g. ``icml_topic3_diffusion_papers.csv``."""
    return f"{corpus}_{slug}_{table}.{ext}" if slug and slug != "all" else f"{corpus}_{table}.{ext}"


def _one_type_per_column(df: pd.DataFrame) -> pd.DataFrame:
    """Parquet columns hold one type: a column mixing numbers and text (``paper_types``'
    topic column, whose last row is ``all``) is written as text."""
    mixed = [c for c in df.columns if df[c].dtype == object
             and len({type(v) for v in df[c] if v is not None}) > 1]
    if not mixed:
        return df
    return df.assign(**{c: df[c].map(lambda v: v if v is None else str(v)) for c in mixed})


def table_bytes(df: pd.DataFrame, fmt: str) -> bytes:
    """One table as a CSV (formulas neutralised) or Parquet file's bytes."""
    if fmt == "csv":
        return to_csv_bytes(df)
    if fmt == "parquet":
        buf = io.BytesIO()
        _one_type_per_column(df).to_parquet(buf, index=False, engine="pyarrow",
                                            compression="zstd")
        return buf.getvalue()
    raise ValueError(f"unknown table format {fmt!r}; one of {', '.join(TABLE_FORMATS)}")


def write_outputs(tables: dict[str, pd.DataFrame], manifest: dict[str, Any], out_dir: Path,
                  excel: bool = False, fmt: str = "csv") -> list[Path]:
    """Write every table, the workbook and the manifest into ``out_dir``.

    Files are written to a temporary folder first and moved in at the end, so an
    error never leaves a half-written set of tables behind.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    known = {spec.name for spec in TABLES}
    with tempfile.TemporaryDirectory(dir=out_dir, prefix=".partial-") as tmp:
        tmp_dir = Path(tmp)
        files: dict[str, int] = {}
        for name, df in tables.items():
            (tmp_dir / f"{name}.{fmt}").write_bytes(table_bytes(df, fmt))
            files[f"{name}.{fmt}"] = len(df)
        if excel:
            (tmp_dir / "tables.xlsx").write_bytes(to_excel_bytes(tables))
        manifest = {**manifest, "outputs": files}
        (tmp_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, default=str) + "\n",
                                               encoding="utf-8")
        # Outputs of an earlier run that this run does not produce (e.g. trend tables of a
        # multi-year corpus) would be mistaken for this run's: remove them.
        for old in [*out_dir.glob("*.csv"), *out_dir.glob("*.parquet")]:
            if old.name not in files and old.stem in known:
                old.unlink()
        if not excel and (out_dir / "tables.xlsx").exists():
            (out_dir / "tables.xlsx").unlink()
        for f in sorted(tmp_dir.iterdir()):
            target = out_dir / f.name
            shutil.move(str(f), target)
            written.append(target)
    return written
