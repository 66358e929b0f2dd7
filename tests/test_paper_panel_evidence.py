"""The paper panel names the two sides of a ``both`` label's evidence (review55): it was
"X | Y", theory then experiments, with nothing saying which is which."""

from __future__ import annotations

import pandas as pd

from dashboard.sections.type_chips import type_chips


def _text(component) -> str:
    if isinstance(component, str):
        return component
    children = getattr(component, "children", None)
    if children is None:
        return ""
    return "".join(_text(c) for c in (children if isinstance(children, list) else [children]))


def _paper(kind: str, evidence: str, band: str = "uncertain") -> pd.Series:
    return pd.Series({"paper_type": kind, "paper_type_band": band,
                      "paper_type_confidence": 0.4, "paper_type_evidence": evidence})


def test_both_sides_of_the_evidence_are_named():
    both = _text(type_chips(_paper("both", "we prove a lower bound | experiments on MNIST"))[-1])
    assert both == ("evidence: theory: we prove a lower bound · experiments: experiments "
                    "on MNIST")


def test_other_evidence_is_shown_as_it_is():
    assert _text(type_chips(_paper("theory", "we prove a bound"))[-1]) == (
        "evidence: we prove a bound")
    corrected = "corrected by hand; the model said both (a | b)"
    assert _text(type_chips(_paper("theory", corrected, "corrected"))[-1]) == (
        "evidence: " + corrected)
    odd = "a | b | c"  # not the two sides: as written
    assert _text(type_chips(_paper("both", odd))[-1]) == "evidence: " + odd


def test_a_corrected_paper_shows_the_model_s_label_from_its_own_columns():
    """review59: the panel showed a corrected paper's evidence as stored ("...; the model
    said both (a | b)", the type in its stored lower case, the sides unnamed); the model's
    type, band and evidence now come from ``paper_type_model*``, whatever a note says."""
    hand = "corrected by hand (2026-12-06): x; the model said empirical (a benchmark)"
    paper = _paper("theory", f"{hand}; the model said both (we prove | experiments)",
                   "corrected")
    paper = pd.concat([paper, pd.Series({
        "paper_type_model": "both", "paper_type_model_band": "likely",
        "paper_type_model_evidence": "we prove | experiments"})])
    assert _text(type_chips(paper)[-1]) == (
        f"evidence: {hand} · the model said Theory + empirical (likely): "
        "theory: we prove · experiments: experiments")
