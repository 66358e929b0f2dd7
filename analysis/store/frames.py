"""A DataFrame as one Arrow IPC file (Feather v2, uncompressed), and back, memory-mapped.

The one file format of every frame in a saved analysis (:mod:`analysis.store.codec`) and
of the text columns a cluster's workers write (:mod:`analysis.store.parts`).
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pyarrow as pa

#: Rows per Arrow record batch: bounds the memory of writing one table (~100 MB of
#: abstracts per batch) without making a million-row file many small batches.
BATCH_ROWS = 100_000


def write_frame(df: pd.DataFrame, path: Path) -> None:
    """``df`` as one Arrow IPC file, written batch by batch (see :data:`BATCH_ROWS`)."""
    schema = pa.Schema.from_pandas(df.iloc[:0], preserve_index=None)
    with pa.OSFile(str(path), "wb") as sink, pa.ipc.new_file(sink, schema) as writer:
        for start in range(0, max(len(df), 1), BATCH_ROWS):
            part = df.iloc[start:start + BATCH_ROWS]
            table = pa.Table.from_pandas(part, schema=schema, preserve_index=None)
            writer.write_table(table)


def read_frame(path: Path) -> pd.DataFrame:
    """The frame of :func:`write_frame`, its buffers memory-mapped (strings and numbers
    without nulls are not copied: pages are read when first used, and shared)."""
    with pa.memory_map(str(path), "r") as source:
        table = pa.ipc.open_file(source).read_all()
    return table.to_pandas(split_blocks=True, self_destruct=False)
