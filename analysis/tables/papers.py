"""The papers table: one row per selected paper, the columns of ``papers.csv``."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.decisions import name_key, per_corpus
from analysis.result import Analysis
from analysis.schema import EXPORTED_PAPER_COLUMNS, OPTIONAL_EXPORTED_COLUMNS, Rows, as_mask


def listed_once(field: str, keys: dict[str, str] | None = None) -> str:
    """An ``authors`` field with each name's repeats dropped, in order, the names kept as
    written (the first spelling of a name; ``;`` still the separator).

    Why: the ICRA and IROS files (35,684 of the 61k corpus's papers) list every author
    twice, the whole list written out again (``A. Zagler;F. Pfeiffer;A. Zagler;F.
    Pfeiffer``).  The author tables, team sizes and the paper panel count a name once per
    paper (:func:`analysis.decisions.split_authors`); the exported column says the same.
    A field without a repeat is returned unchanged; ``keys`` keeps each name's key across
    calls (most authors write several papers)."""
    parts = field.split(";") if isinstance(field, str) else []  # NaN, None: as they are
    if len(parts) < 2:
        return field
    keys = {} if keys is None else keys
    seen: set[str] = set()
    kept = []
    for part in parts:
        key = keys.get(part)
        if key is None:
            key = keys[part] = name_key(part)
        if key and key in seen:
            continue
        seen.add(key)
        kept.append(part)
    return field if len(kept) == len(parts) else ";".join(kept)


def _authors_listed_once(analysis: Analysis) -> np.ndarray:
    """Every paper's ``authors`` field listed once (:func:`listed_once`), once per corpus:
    the CLI's export and every download of the dashboard read the same column."""
    keys: dict[str, str] = {}
    return per_corpus(analysis, "authors_listed_once", lambda: np.array(
        [listed_once(f, keys) for f in analysis.papers["authors"].tolist()], dtype=object))


def papers_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """The selected papers with their topic and paper type (``EXPORTED_PAPER_COLUMNS``;
    without the abstract when the papers at hand have none: a cluster run's client
    holds the papers without their texts, which its workers saved; without the model's
    own type and band in an analysis saved before them).  The ``authors``
    column names each author once (:func:`listed_once`: the raw ICRA/IROS lists repeat
    themselves), as written otherwise."""
    mask = as_mask(rows, analysis.n_papers)
    columns = [c for c in EXPORTED_PAPER_COLUMNS
               if c not in OPTIONAL_EXPORTED_COLUMNS or c in analysis.papers]
    if mask.all():  # every paper (the CLI's export): the columns, not a copy of them
        table = analysis.papers[columns].reset_index(drop=True)
    else:
        table = analysis.papers.loc[mask, columns].reset_index(drop=True)
    if "authors" in table:
        once = _authors_listed_once(analysis)
        table = table.assign(authors=once if mask.all() else once[mask])
    return table
