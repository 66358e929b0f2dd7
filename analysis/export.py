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

The output folder is written whole or left as it was: :func:`check_output_folder` runs
before the analysis (a path that is a file, a folder that cannot be written, a read-only
output file are found in a second, not after minutes of work); the files are written
into a temporary folder beside the outputs, each as soon as it is known
(:class:`StagedOutputs`: ``analyze`` writes the papers table while the search index is
finished by another process), then swapped in, the previous files moved
aside first and put back if any move fails.  Only a crash of the machine in the middle
of the swap (milliseconds, renames within one folder) could leave a mix.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pandas as pd

from analysis.about import ABOUT_SHEET, ABOUT_WIDTHS, with_about
from analysis.background import Background, cancel_all
from analysis.io.skips import manifest_without_list, skipped_records_table
from analysis.store.leftovers import first_missing, remove_dead_named, remove_empty_created
from analysis.tables import TABLES
from analysis.workbook import xlsx_bytes

#: Every skipped record of the run, named by file and record, with the reason
#: (:mod:`analysis.io.skips`); manifest.json keeps their counts and a few examples.
SKIPPED_FILE = "skipped_records.csv"

#: ``--format`` choices: the file suffix and the writer of one table.
TABLE_FORMATS = ("csv", "parquet")
#: Every file name a run may write into its output folder (and so may replace or remove).
OUTPUT_FILES = frozenset({f"{spec.name}.{fmt}" for spec in TABLES for fmt in TABLE_FORMATS}
                         | {"tables.xlsx", "manifest.json", SKIPPED_FILE})
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def neutralise(df: pd.DataFrame) -> pd.DataFrame:
    """A copy of ``df`` whose text cells cannot be run as spreadsheet formulas."""
    out = df.copy()
    for col in out.columns:
        if out[col].dtype != object and pd.api.types.is_string_dtype(out[col]):
            # a column of strings: only its cells that start a formula change (most
            # columns have none: one vectorised test, not a Python call per cell)
            starts = out[col].str.startswith(FORMULA_START).fillna(False).astype(bool)
            if starts.any():
                out[col] = out[col].mask(starts, "'" + out[col])
        elif out[col].dtype == object:
            out[col] = out[col].map(
                lambda v: "'" + v if isinstance(v, str) and v.startswith(FORMULA_START) else v)
    return out


#: Rows neutralised and formatted at a time: the Python strings of one chunk only are
#: alive at once (a papers table of 250,000 rows made whole took gigabytes in a server).
CSV_CHUNK_ROWS = 20_000


def iter_csv(df: pd.DataFrame, chunk_rows: int = CSV_CHUNK_ROWS) -> Iterator[bytes]:
    """``df`` as CSV (formulas neutralised), the header then :data:`CSV_CHUNK_ROWS` rows
    at a time; joined, the same bytes as the whole table written at once."""
    yield neutralise(df.iloc[:0]).to_csv(index=False).encode("utf-8")
    for start in range(0, len(df), chunk_rows):
        part = neutralise(df.iloc[start:start + chunk_rows])
        yield part.to_csv(index=False, header=False).encode("utf-8")


def to_csv_bytes(df: pd.DataFrame) -> bytes:
    return b"".join(iter_csv(df))


def to_excel_bytes(tables: dict[str, pd.DataFrame]) -> bytes:
    """One workbook, a sheet per table (sheet names cut to Excel's 31 characters), its
    text neutralised as the CSV's is (:mod:`analysis.workbook` writes the cells); an
    About sheet (:func:`analysis.about.with_about`) gets columns wide enough to read."""
    widths = {ABOUT_SHEET: ABOUT_WIDTHS} if ABOUT_SHEET in tables else None
    return xlsx_bytes({name: neutralise(df) for name, df in tables.items()}, widths)


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


def write_table(df: pd.DataFrame, fmt: str, path: Path) -> None:
    """One table's file; a CSV written chunk by chunk (:func:`iter_csv`, the same bytes):
    the papers table of 1,000,000 papers is ~480 MB of CSV, which made whole in memory
    held twice that at once (the chunks and their join)."""
    if fmt != "csv":
        path.write_bytes(table_bytes(df, fmt))
        return
    with open(path, "wb") as sink:
        for chunk in iter_csv(df):
            sink.write(chunk)


def _write_tables(tables: dict[str, pd.DataFrame], fmt: str, folder: Path) -> None:
    """Each table's file in ``folder``; the largest (the papers: most of the bytes, about
    5 s of one core at 250,000 papers) written by two processes: a forked child writes
    its second half (a CSV's rows after a whole number of chunks, appended to the file
    at the end: the same bytes, as :func:`iter_csv` writes each chunk alone) or the whole
    of it (Parquet), while this process writes the rest
    (:class:`~analysis.background.Background`: from 5,000 rows on, where fork exists)."""
    if not tables:
        return
    largest = max(tables, key=lambda name: len(tables[name]))
    df, path = tables[largest], folder / f"{largest}.{fmt}"
    split = len(df) // 2 // CSV_CHUNK_ROWS * CSV_CHUNK_ROWS if fmt == "csv" else 0
    if split:
        writer = Background(_write_rows, df, split, path.with_name(path.name + ".rest"),
                            n_items=len(df) - split)
    else:
        writer = Background(write_table, df, fmt, path, n_items=len(df))
    with writer.cancelled_on_error():
        if split:
            _write_rows(df, 0, path, stop=split)
        for name, other in tables.items():
            if name != largest:
                write_table(other, fmt, folder / f"{name}.{fmt}")
    writer.result()
    if split:
        rest = path.with_name(path.name + ".rest")
        with open(path, "ab") as sink, open(rest, "rb") as source:
            shutil.copyfileobj(source, sink, 1 << 20)
        rest.unlink()


def _write_rows(df: pd.DataFrame, start: int, path: Path, stop: int | None = None) -> None:
    """:func:`iter_csv`'s chunks of rows ``start:stop`` into ``path``, the header first
    when ``start`` is 0 (``start`` a whole number of chunks)."""
    chunks = iter_csv(df.iloc[start:stop])
    if start:
        next(chunks)  # the header: the first part has it
    with open(path, "wb") as sink:
        for chunk in chunks:
            sink.write(chunk)


class OutputError(Exception):
    """The output folder cannot take this run's files; the message says what to do."""


def _why(error: OSError) -> str:
    return (error.strerror or str(error)).lower()


def _probe_writable(folder: Path) -> None:
    try:
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".paper-trends-probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise OutputError(f"cannot write into {folder} ({_why(e)}). Choose another --out, or "
                          "make the folder writable.") from None


def check_output_folder(out_dir: Path) -> None:
    """Raise :class:`OutputError` if ``out_dir`` cannot take the outputs; changes nothing.

    A read-only output file counts as a refusal even where the system would let us
    replace it (renaming over a file needs only the folder's permission): the user
    marked it to be kept.
    """
    out_dir = Path(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise OutputError(f"{out_dir} is a file, not a folder. Give --out a folder "
                          "(it is created if missing).")
    existing = out_dir
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise OutputError(f"{out_dir} cannot be created: {existing} is a file. "
                          "Choose another --out.")
    _probe_writable(existing)
    if existing != out_dir:
        return
    for name in sorted(OUTPUT_FILES):
        target = out_dir / name
        if target.is_dir():
            raise OutputError(f"{target} is a folder, and this run writes a file of that name. "
                              "Move it away or choose another --out.")
        if target.exists() and not target.stat().st_mode & stat.S_IWUSR:
            raise OutputError(f"{target} is read-only, and this run replaces it. Make it "
                              f"writable (chmod u+w '{target}') or choose another --out.")


def _swap_in(staged: list[Path], stale: list[Path], out_dir: Path) -> list[Path]:
    """Move ``staged`` files into ``out_dir`` and ``stale`` ones out, all or none."""
    backup = Path(tempfile.mkdtemp(dir=out_dir, prefix=".previous-"))
    replaced = [out_dir / f.name for f in staged if (out_dir / f.name).exists()]
    moved_aside: list[Path] = []
    placed: list[Path] = []
    current = out_dir
    try:
        for current in replaced + stale:
            os.replace(current, backup / current.name)
            moved_aside.append(current)
        for new in staged:
            current = out_dir / new.name
            os.replace(new, current)
            placed.append(current)
    except OSError as e:
        left = _roll_back(placed, moved_aside, backup)
        raise OutputError(f"could not replace {current} ({_why(e)}); {left}. Free the file or "
                          "choose another --out.") from None
    shutil.rmtree(backup)
    return placed


def _roll_back(placed: list[Path], moved_aside: list[Path], backup: Path) -> str:
    """Undo a partial swap; says what state the folder is in."""
    try:
        for target in placed:
            target.unlink()
        for old in moved_aside:
            os.replace(backup / old.name, old)
    except OSError as e:
        return (f"putting the previous files back failed too ({_why(e)}): they are in "
                f"{backup}")
    shutil.rmtree(backup, ignore_errors=True)
    return f"{backup.parent} was left as it was"


#: The nice value added to a child that writes files ahead (:meth:`StagedOutputs.write_tables`):
#: the lowest priority, so that it takes only what the analysis leaves of the cores.
IDLE_NICENESS = 19


class StagedOutputs:
    """The files of one run written into a temporary folder beside the outputs, some
    before others (:meth:`write_tables`), then swapped in together (:meth:`finish`), all
    or none.

    Why: ``analyze`` knows the papers table (most of the bytes) before the other tables
    are made: the papers' file is written meanwhile by a child at the lowest priority
    (:data:`IDLE_NICENESS`), beside the store's save and the other tables (bench/SCALE.md,
    wave 18; forked once the vocabulary is final, scale68: :func:`analysis.pipeline.analyze`);
    the other tables' files are written while a child saves the store.  The outputs
    appear at once at the end, as before.  The folder is made at the first write and
    removed at :meth:`close`, with what was not swapped in (a child still writing is
    stopped first).
    """

    def __init__(self, out_dir: Path, fmt: str = "csv") -> None:
        self.out_dir, self.fmt = Path(out_dir), fmt
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._writers: list[Background[None]] = []  # children writing files ahead
        self._created = first_missing(self.out_dir)  # removed at close if left empty
        self.written: list[str] = []  # table names whose files are (being) written

    def _staging(self) -> Path:
        if self._folder is None:
            check_output_folder(self.out_dir)
            self.out_dir.mkdir(parents=True, exist_ok=True)
            # named with this process's id, so that the next run removes it if this
            # one is killed (analysis.store.leftovers): SIGKILL runs no clean-up
            remove_dead_named(self.out_dir, ".partial-")
            self._folder = tempfile.TemporaryDirectory(dir=self.out_dir,
                                                       prefix=f".partial-{os.getpid()}-")
        return Path(self._folder.name)

    def write_tables(self, tables: dict[str, pd.DataFrame], niceness: int | None = None) -> None:
        """Each of ``tables``' files (a table written before is not written again); with
        ``niceness``, by a forked child at that priority (:meth:`finish` waits for it;
        written here, then, where nothing forks)."""
        todo = {name: df for name, df in tables.items() if name not in self.written}
        self.written += todo
        with _said_as_output_error(self.out_dir):
            folder = self._staging()
            if niceness is None:
                _write_tables(todo, self.fmt, folder)
            else:
                self._writers.append(Background(_write_tables, todo, self.fmt, folder,
                                                n_items=sum(map(len, todo.values())),
                                                niceness=niceness))

    def finish(self, tables: dict[str, pd.DataFrame], manifest: dict[str, Any],
               excel: bool = False) -> list[Path]:
        """Every table's file not written yet, the workbook and the manifest (listing
        ``tables``' files), then the swap into the output folder; the files placed."""
        self.write_tables(tables)
        with _said_as_output_error(self.out_dir):
            while self._writers:
                self._writers.pop(0).result()  # a child's error raised here
            tmp_dir = self._staging()
            if excel:
                # its first sheet says what the workbook holds (analysis.about)
                (tmp_dir / "tables.xlsx").write_bytes(to_excel_bytes(with_about(tables,
                                                                                manifest)))
            files = {f"{name}.{self.fmt}": len(df) for name, df in tables.items()}
            skipped = skipped_records_table(manifest)
            if len(skipped):  # else none (an earlier run's is removed: OUTPUT_FILES)
                (tmp_dir / SKIPPED_FILE).write_bytes(to_csv_bytes(skipped))
                files[SKIPPED_FILE] = len(skipped)
            (tmp_dir / "manifest.json").write_text(
                json.dumps({**manifest_without_list(manifest), "outputs": files}, indent=2,
                           default=str) + "\n", encoding="utf-8")
            staged = sorted(tmp_dir.iterdir())
            produced = {f.name for f in staged}
            stale = sorted(f for f in self.out_dir.iterdir()
                           if f.name in OUTPUT_FILES and f.name not in produced)
            return _swap_in(staged, stale, self.out_dir)

    def close(self) -> None:
        """Stop a child still writing; remove the temporary folder and what is in it,
        and the output folder if this run made it and it is empty (the run failed)."""
        cancel_all(self._writers)  # at once: not each waited for in turn (sigterm73)
        self._writers.clear()
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
        remove_empty_created(self.out_dir, self._created)

    def __enter__(self) -> StagedOutputs:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@contextmanager
def _said_as_output_error(out_dir: Path) -> Iterator[None]:
    try:
        yield
    except OSError as e:
        raise OutputError(f"could not write the outputs into {out_dir} ({_why(e)}); the "
                          "folder was left as it was. Free some space or choose another "
                          "--out.") from None


def write_outputs(tables: dict[str, pd.DataFrame], manifest: dict[str, Any], out_dir: Path,
                  excel: bool = False, fmt: str = "csv") -> list[Path]:
    """Write every table, the workbook and the manifest into ``out_dir``, all or none.

    Outputs of an earlier run that this run does not produce (e.g. trend tables of a
    multi-year corpus) would be mistaken for this run's, so they are removed in the same
    swap; files of other names are the user's and stay.
    """
    with StagedOutputs(out_dir, fmt) as staged:
        return staged.finish(tables, manifest, excel=excel)
