"""A paper's type in the paper panel: the type, its band (or "corrected by hand",
"confirmed by hand") and the evidence that decided it, a ``both`` label's two sides named,
and for a corrected paper what the model said, from the model's own columns."""

from __future__ import annotations

from typing import Any

import pandas as pd
from dash import html

from analysis.paper_types.corrections import CONFIRMED, CORRECTED, HAND_SET
from analysis.text import display_abstract
from dashboard.figures import TYPE_COLORS, TYPE_LABELS
from dashboard.view import BAND_LABELS


def type_chips(paper: pd.Series) -> list[Any]:
    """The paper's type, its band (or "corrected by hand") and the evidence."""
    t = str(paper["paper_type"])
    band = str(paper.get("paper_type_band", "") or "")
    confidence = float(paper["paper_type_confidence"])
    if band == CONFIRMED:
        mark = html.Span("confirmed by hand", className="chip band band-confirmed",
                         title="the model's label, read and confirmed; kept in the "
                               "corrections file")
    elif band == CORRECTED:
        mark = html.Span("corrected by hand", className="chip band band-corrected",
                         title="set in this dashboard; kept in the corrections file")
    else:
        mark = html.Span(f"{BAND_LABELS.get(band, band).lower()} ({confidence:.2f})",
                         className=f"chip band band-{band}",
                         title="calibrated: the share of such labels that are right")
    evidence = str(paper["paper_type_evidence"] or "")
    model = _model_said(paper, evidence) if band in HAND_SET else None
    if model is None:
        said = ["evidence: ", *_sides(t if band not in HAND_SET else "", evidence)]
    else:  # the hand-set part, then the model's label from its own columns (review59)
        hand, kind, model_band, model_evidence = model
        said = [f"evidence: {display_abstract(hand)} · the model said ",
                html.B(TYPE_LABELS.get(kind, kind)),
                f" ({BAND_LABELS.get(model_band, model_band).lower()}): ",
                *_sides(kind, model_evidence)]
    return [html.Span(TYPE_LABELS.get(t, t), className="chip",
                      style={"borderColor": TYPE_COLORS.get(t, "#999")}),
            mark, html.Span(said, className="evidence")]


def _sides(kind: str, evidence: str) -> list[Any]:
    """An evidence as shown (its maths rendered): a ``both`` label's two sides named, the
    theory side, then the experiments' (analysis.paper_types.classify), not left to a
    reader to know the order of an unlabelled " | " (review55)."""
    shown = display_abstract(evidence) or "none"
    sides = shown.split(" | ")
    if kind == "both" and len(sides) == 2:
        return [html.B("theory: "), sides[0], html.B(" · experiments: "), sides[1]]
    return [shown]


def _model_said(paper: pd.Series, evidence: str) -> tuple[str, str, str, str] | None:
    """A corrected paper's hand-set part of the evidence and the model's type, band and
    evidence, read from the model's own columns (``paper_type_model*``), not parsed from
    the text ("...; the model said T (E)", which a note can imitate); None for an analysis
    saved before those columns or an evidence that does not end with what they say."""
    own = [paper.get(c) for c in ("paper_type_model", "paper_type_model_band",
                                  "paper_type_model_evidence")]
    if not all(isinstance(v, str) for v in own):
        return None
    kind, band, model_evidence = own
    tail = f"; the model said {kind} ({model_evidence})"
    if not evidence.endswith(tail):
        return None
    return evidence[:-len(tail)], kind, band, model_evidence
