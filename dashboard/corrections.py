"""Paper types corrected by hand while the dashboard runs.

The corrections file (:mod:`analysis.paper_types.corrections`) is the one place a
correction lives.  Every request that selects rows first asks :meth:`LiveCorrections.refresh`
whether the file changed on disk (its modification time and size; a ``stat`` per request);
if it did, the corrections are laid over the model's labels again, in the papers frame and
the papers grid, and the version number goes up.  The per-state caches key on that
version, so the next filter change shows the correction in every count, chart, table and
download, in every server process (each gunicorn worker refreshes from the same file).
The model's own labels are kept aside at start, so a correction can be undone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

from analysis.paper_types.calibration import bands
from analysis.paper_types.corrections import (
    HAND_SET,
    MODEL,
    Corrections,
    CorrectionsFile,
    apply_corrections,
    model_evidence,
    model_said,
    rows_not_used,
)

#: The papers' columns a correction changes.
CORRECTED_COLUMNS = ("paper_type", "paper_type_evidence", "paper_type_band", "paper_type_source")


#: The model's own type and band, kept beside the labels a correction changes
#: (:func:`analysis.pipeline.with_results`); absent from analyses saved before them.
MODEL_COLUMNS = {"paper_type_model": "paper_type", "paper_type_model_band": "paper_type_band"}
#: The model's own evidence (review59); absent from analyses saved before it.
MODEL_EVIDENCE = "paper_type_model_evidence"


def _as_the_model_said(model: pd.DataFrame) -> pd.DataFrame:
    """The model's own labels of papers a saved analysis holds as corrected (``analyze``
    lays the corrections file over before saving).  Type and band from the model's own
    columns, the evidence from its own (review59; analyses saved before it: from after
    their type's last "; the model said T (", a note in that form comes before it,
    review58).  Analyses saved before those columns
    (and papers added to one) fall back to reading the type from the evidence (band from
    the confidence), where such a note can name the type (review57).  Taken as the
    model's, the hand-set type was corrected again over itself and "As the model says"
    gave it back (review55)."""
    fixed = model["paper_type_band"].isin(HAND_SET).to_numpy()
    if not fixed.any():
        model["paper_type_source"] = MODEL
        return model
    rows = model.index[fixed]
    own = (model.loc[rows, list(MODEL_COLUMNS)].notna().all(axis=1).to_numpy()
           if all(c in model for c in MODEL_COLUMNS) else np.zeros(len(rows), bool))
    evidence = (model[MODEL_EVIDENCE] if MODEL_EVIDENCE in model
                else pd.Series(np.nan, index=model.index, dtype=object))
    for i in rows[own]:
        kind = str(model.at[i, "paper_type_model"])
        model.at[i, "paper_type_evidence"] = (
            str(evidence.at[i]) if isinstance(evidence.at[i], str) else
            model_evidence(str(model.at[i, "paper_type_evidence"]), kind))
        model.at[i, "paper_type"] = kind
        model.at[i, "paper_type_band"] = str(model.at[i, "paper_type_model_band"])
    older = rows[~own]
    if len(older) and "paper_type_confidence" in model:
        model.loc[older, "paper_type_band"] = bands(model.loc[older, "paper_type_confidence"])
    for i in older:
        said = model_said(model.at[i, "paper_type_evidence"])
        if said is not None:
            model.at[i, "paper_type"], model.at[i, "paper_type_evidence"] = said
    model["paper_type_source"] = MODEL
    return model


class LiveCorrections:
    """The corrections file of a running dashboard, laid over the papers when it changes.

    ``on_change(papers)`` is called (under a lock) with the corrected papers after each
    change, for the view to update what it derived from the types (grid columns, sort
    keys).  Without a file (``path`` None) nothing can be corrected and nothing changes.
    """

    def __init__(self, papers: pd.DataFrame, path: Path | None,
                 on_change: Callable[[pd.DataFrame], None] | None = None) -> None:
        self.path = path
        self._file = CorrectionsFile(path) if path else None
        self._papers = papers
        kept = [c for c in ("paper_id", *CORRECTED_COLUMNS, "paper_type_confidence",
                            *MODEL_COLUMNS, MODEL_EVIDENCE) if c in papers]
        self._model = _as_the_model_said(papers[kept].copy())
        self._on_change = on_change
        self._applied: Corrections | None = None
        self._lock = threading.Lock()
        self.version = 0

    @property
    def enabled(self) -> bool:
        return self._file is not None

    def refresh(self) -> int:
        """Lay the corrections over the model's labels if the file changed; the version."""
        if self._file is None:
            return self.version
        current = self._file.current()
        if current is self._applied:
            return self.version
        with self._lock:
            if current is not self._applied:
                fixed = apply_corrections(self._model, current)
                for column in CORRECTED_COLUMNS:
                    self._papers[column] = fixed[column].to_numpy()
                if self._on_change is not None:
                    self._on_change(self._papers)
                self._applied = current
                self.version += 1
        return self.version

    def set(self, paper_id: str, paper_type: str | None, note: str = "") -> int:
        """Record a correction (None: back to the model's label); the new version."""
        if self._file is None:
            raise RuntimeError("this dashboard has no corrections file")
        self._file.set(paper_id, paper_type, note)
        return self.refresh()

    def note(self, paper_id: str) -> str:
        """The note saved with the paper's correction ("" without one)."""
        fix = self._file.current().by_id.get(paper_id) if self._file else None
        return fix.note if fix is not None else ""

    def skipped(self) -> list[str]:
        """Rows of the file that could not be used (file:line: reason), those naming no
        paper of this dashboard's too."""
        if self._file is None:
            return []
        return rows_not_used(self._file.current(), self._papers["paper_id"])

    def model_label(self, row: int) -> str:
        """The model's label of the paper at ``row`` (whatever a correction says)."""
        return str(self._model["paper_type"].iat[row])
