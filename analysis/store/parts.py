"""A frame saved as columns in one file and columns in per-partition files, joined on reading.

The Dask engine (:mod:`analysis.cluster`) never gathers the papers' texts on its client:
each worker writes its partition's text columns (``abstract``, ``text``: about 2 KB of
the 2.6 KB a paper takes) to an Arrow file of its own, and the client keeps the rest
of the papers table (ids, venue, year, title, the topic and type columns: the summary
tables read only these).  The saved analysis then holds the papers table as

- ``<name>.arrow``: the client's columns, every row;
- ``<name>.part-00000.arrow`` ...: the text columns, one file per partition, its rows
  the next consecutive block of the table;

and the spec names the whole table's column order, so :func:`read_joined` gives the
same DataFrame a single-process store gives (same columns, order, dtypes, values).

Every part file is listed in ``store.json`` with its size and CRC-32 like any other
file, so a part that is missing, truncated or damaged is refused before anything is
read (:func:`analysis.store.saved.verify_files`).  Part files are hard-linked into the
store's temporary folder (a copy where links cannot be made), which is renamed into
place at the end as every store is: nothing half-written is ever served.

The engine hands such a table to :func:`analysis.store.save_analysis` as a
:class:`JoinedFrame`: a DataFrame of the client's columns that knows its parts, so the
tables the command exports read it as any papers table (every frame derived from it is
a plain DataFrame: pandas' documented subclassing, ``_constructor``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from analysis.store.frames import read_frame, write_frame
from analysis.store.leftovers import first_missing, remove_empty_created


@dataclass(frozen=True)
class ColumnParts:
    """Columns of a frame written partition by partition: ``files`` in ``folder``, each
    the next ``rows[i]`` rows; ``order`` is the whole frame's column order."""

    folder: str
    files: tuple[str, ...]
    rows: tuple[int, ...]
    columns: tuple[str, ...]
    order: tuple[str, ...]

    @property
    def n_rows(self) -> int:
        return sum(self.rows)


class JoinedFrame(pd.DataFrame):
    """The client's columns of a table whose other columns are in ``column_parts``."""

    _metadata = ["column_parts"]
    column_parts: ColumnParts

    @property
    def _constructor(self) -> type[pd.DataFrame]:
        return pd.DataFrame  # a selection or a copy is an ordinary frame


def joined_frame(own: pd.DataFrame, parts: ColumnParts) -> JoinedFrame:
    frame = JoinedFrame(own)
    frame.column_parts = parts
    return frame


def write_part(frame: pd.DataFrame, path: Path) -> int:
    """One partition's columns as an Arrow file (on a worker); its size in bytes."""
    write_frame(frame.reset_index(drop=True), path)
    return path.stat().st_size


def encode_joined(frame: JoinedFrame, folder: Path, name: str) -> dict[str, Any]:
    """Write ``frame``'s own columns and place its part files beside them."""
    parts = frame.column_parts
    if parts.n_rows != len(frame):
        raise ValueError(f"{name}: {len(frame):,} rows, its parts {parts.n_rows:,}")
    write_frame(pd.DataFrame(frame), folder / f"{name}.arrow")
    names = []
    for i, source in enumerate(parts.files):
        target = folder / f"{name}.part-{i:05d}.arrow"
        try:
            os.link(Path(parts.folder) / source, target)
        except OSError:  # another file system, or links not allowed
            shutil.copyfile(Path(parts.folder) / source, target)
        names.append(target.name)
    return {"kind": "joined_frame", "file": f"{name}.arrow", "parts": names,
            "part_columns": list(parts.columns), "columns": list(parts.order)}


def read_joined(spec: dict[str, Any], folder: Path) -> pd.DataFrame:
    """The frame :func:`encode_joined` wrote, whole, its part columns memory-mapped."""
    own = read_frame(folder / spec["file"])
    tables = []
    for name in spec["parts"]:
        with pa.memory_map(str(folder / name), "r") as source:
            tables.append(pa.ipc.open_file(source).read_all())
    joined = pa.concat_tables(tables) if tables else None
    if joined is None or joined.num_rows != len(own) or \
            joined.column_names != spec["part_columns"]:
        raise ValueError(f"{spec['file']}: its part files do not hold its "
                         f"{len(own):,} rows of {spec['part_columns']}")
    texts = joined.to_pandas(split_blocks=True, self_destruct=False)
    texts.index = own.index
    return pd.concat([own, texts], axis=1)[spec["columns"]]


@contextmanager
def staging_folder(out: Path) -> Iterator[Path]:
    """A hidden folder in ``out`` (created if need be) for part files on their way into
    a store there, removed at the end: the store holds links to them, or copies."""
    out = Path(out).absolute()  # workers have other working folders
    created = first_missing(out)
    out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(dir=out, prefix=".parts-partial-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        remove_empty_created(out, created)  # a run that stopped leaves no empty folder
