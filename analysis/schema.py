"""The vocabularies every layer shares: paper types, the papers' columns, row selections.

One definition each, so that the classifier, the tables, the filters, the URL parser and
the charts can never disagree on what a paper type is called or what a table holds.
"""

from __future__ import annotations

from typing import Final, TypeAlias

import numpy as np
import numpy.typing as npt
import pandas as pd
import pyarrow as pa

#: A paper's type, in the order every table and chart lists them: ``theory`` (a proved
#: result and no experiment), ``empirical`` (experiments and no proved result), ``both``,
#: ``unclear``.
PAPER_TYPES: Final = ("theory", "empirical", "both", "unclear")

#: Why a record was not loaded; manifest.json counts each (``skipped_<reason>``).
#: ``too_large``: a field or CSV cell over :data:`analysis.io.base.MAX_FIELD_CHARS`;
#: ``front_matter``: a proceedings' preface or talk list (:mod:`analysis.io.front_matter`).
SKIP_REASONS: Final = ("no_abstract", "too_short", "duplicate", "malformed", "too_large",
                       "front_matter")

#: Columns of the papers DataFrame as loaded (before any analysis stage adds its own).
#: ``status`` is the decision normalised (:data:`analysis.decisions.STATUSES`),
#: ``status_original`` and ``track`` as the data gives them (empty when it does not).
#: ``title`` and ``abstract`` are for people (as written; LaTeX in titles rendered),
#: ``title_clean`` and ``text`` for the analysis (cleaned; see analysis.text).
LOADED_COLUMNS: Final = ["paper_id", "source_file", "source_key", "venue", "year", "title",
                         "title_is_derived", "authors", "url", "abstract", "title_clean", "text",
                         "status", "status_original", "track"]

#: Columns of ``papers.csv`` and of the papers download, in order.  The model's own type,
#: band and evidence beside a corrected one (review58, review59: the download gave them
#: only inside the evidence's text); absent from analyses saved before those columns.
EXPORTED_PAPER_COLUMNS: Final = [
    "paper_id", "source_file", "source_key", "venue", "year", "title", "title_is_derived",
    "authors", "url", "status", "status_original", "track", "topic", "topic_label",
    "topic_weight", "also_about", "paper_type",
    "paper_type_evidence", "paper_type_confidence", "paper_type_band", "paper_type_source",
    "paper_type_model", "paper_type_model_band", "paper_type_model_evidence", "abstract"]
#: Exported columns an analysis may lack (no abstracts in a cluster run's client; the
#: model's columns in analyses saved before them).
OPTIONAL_EXPORTED_COLUMNS: Final = ("abstract", "paper_type_model", "paper_type_model_band",
                                    "paper_type_model_evidence")

Mask: TypeAlias = npt.NDArray[np.bool_]
#: Which papers a table or count covers: a boolean mask over the papers, or None for all.
Rows: TypeAlias = "Mask | None"


def as_mask(rows: npt.ArrayLike | None, n: int) -> Mask:
    """``rows`` as a boolean mask over ``n`` papers: None is every paper, a boolean array is
    checked for length, an integer array lists row positions."""
    if rows is None:
        return np.ones(n, dtype=bool)
    arr = np.asarray(rows)
    if arr.dtype == bool:
        if arr.shape != (n,):
            raise ValueError(f"rows mask has shape {arr.shape}, expected ({n},)")
        return arr
    mask = np.zeros(n, dtype=bool)
    mask[arr.astype(np.int64)] = True
    return mask


#: At most this many rows are taken value by value (:func:`take_values`).
FEW_ROWS: Final = 200


def take_values(column: pd.Series, rows: npt.ArrayLike) -> list[object]:
    """``column.iloc[rows].tolist()``, for a few rows of a column read from a saved analysis.

    Such a column is Arrow strings in several chunks (one per input file, or per record
    batch), and Arrow's ``take`` joins every chunk first: a copy of the whole column for a
    page of 20 titles (~0.5 ms at 24,000 papers, growing with the corpus, for each column
    of every filter change).  A few rows are read value by value instead (the same values;
    a missing string is NaN, as pandas gives it)."""
    positions = np.asarray(rows, dtype=np.int64)
    array = column.array
    chunked = array.__arrow_array__() if hasattr(array, "__arrow_array__") else None
    if not isinstance(chunked, pa.ChunkedArray) or chunked.num_chunks < 2 or \
            len(positions) > FEW_ROWS or not (pa.types.is_string(chunked.type) or
                                              pa.types.is_large_string(chunked.type)):
        return column.iloc[positions].tolist()
    values = [chunked[int(i)].as_py() for i in positions]
    return [np.nan if v is None else v for v in values]


#: How a paper without a venue is named wherever a venue is shown ("" in the papers
#: table, NaN once a table is read back from CSV).
NO_VENUE: Final = "(no venue)"


def venue_keys(venue: pd.Series | npt.ArrayLike) -> np.ndarray:
    """Venue names as strings, a missing one (None, NaN: a table read back from CSV) as "",
    so that it is grouped as one venue: two NaN are never equal, and pandas' factorize
    gives NaN no code (-1), which indexes the last venue."""
    s = pd.Series(np.asarray(venue, dtype=object))
    return s.where(s.notna(), "").astype(str).to_numpy(dtype=object)


def shown_venue(venue: object) -> str:
    """A venue as a page, a table or a sentence names it: a missing one ("", None, NaN)
    is :data:`NO_VENUE`, never "" or "nan"."""
    return venue if isinstance(venue, str) and venue else NO_VENUE


def named_venues(venue: pd.Series) -> list[str]:
    """The venues some paper names, sorted: a missing one ("", None, NaN) is none.  The
    one definition of the named venues (:attr:`analysis.result.Analysis.venues`,
    :func:`venue_choices`): two drifted apart, and one sorted NaN with the names (a
    TypeError on a table read back from CSV)."""
    return sorted(v for v in venue.dropna().unique() if v)


def no_venue(venue: pd.Series) -> npt.NDArray[np.bool_]:
    """The papers without a venue ("", None or NaN alike, as :func:`venue_keys` groups
    them): what "(no venue)" selects and counts, compared in place (:func:`venue_mask`)."""
    return (venue.isna() | venue.eq("")).to_numpy(dtype=bool)


def venue_choices(venue: pd.Series) -> tuple[str, ...]:
    """The venues a filter can name: each venue, sorted, and :data:`NO_VENUE` last when
    some paper has none.  A chart's "(no venue)" bar is clickable like any other, so the
    venue filter (its menu, a URL) must be able to hold what the click sets."""
    named = tuple(named_venues(venue))
    return (*named, NO_VENUE) if no_venue(venue).any() else named


def venue_mask(venue: pd.Series, names: tuple[str, ...]) -> npt.NDArray[np.bool_]:
    """The papers at any of the venues ``names`` as a page names them (:func:`shown_venue`):
    :data:`NO_VENUE` selects those without a venue ("", None or NaN alike:
    :func:`venue_keys`); a click's venue is the name its bar shows, never a blank value,
    which a URL query drops.  Compared in place: :func:`venue_keys` made a Python string
    of every row (201 ms at a million rows, against 9 ms so)."""
    mask = venue.isin([v for v in names if v != NO_VENUE]).to_numpy(dtype=bool)
    if NO_VENUE in names:
        mask = mask | no_venue(venue)
    return mask
