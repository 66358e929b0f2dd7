"""Corrections made in the dashboard of a saved analysis survive a re-run of ``analyze``
(review55): ``analyze PATH --out DIR`` applies DIR's corrections file (the one ``serve DIR``
writes), and the dashboard of an analysis saved with corrections knows the model's own
labels (its evidence keeps them), so a correction is not laid over itself."""

from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from analysis.paper_types.calibration import bands
from analysis.paper_types.corrections import (
    apply_corrections,
    read_corrections,
    set_paper_type,
)
from dashboard.corrections import LiveCorrections
from dashboard.corrections_files import corrections_path


def _args(command: str, corpus: Path, out: Path | None = None) -> argparse.Namespace:
    return argparse.Namespace(command=command, corrections=None, paths=[str(corpus)],
                              **({"out": out} if command == "analyze" else {}))


def test_analyze_into_a_saved_analysis_applies_its_corrections(tmp_path, capsys):
    corpus, out = tmp_path / "colt", tmp_path / "saved"
    corpus.mkdir()
    out.mkdir()
    own = corpus / ".paper-trends" / "corrections.csv"
    # no file beside the saved analysis: the corpus's, as before
    assert corrections_path(_args("analyze", corpus, out)) == own
    beside = out / ".paper-trends" / "corrections.csv"  # what `serve out` writes
    assert corrections_path(_args("serve", out)) == beside
    set_paper_type(beside, "colt:1", "both")
    assert corrections_path(_args("analyze", corpus, out)) == beside
    assert capsys.readouterr().err == ""
    # both: the saved analysis's are applied, and the other file is named
    set_paper_type(own, "colt:2", "theory")
    assert corrections_path(_args("analyze", corpus, out)) == beside
    assert str(own) in capsys.readouterr().err
    # --corrections still chooses
    chosen = argparse.Namespace(**{**vars(_args("analyze", corpus, out)),
                                   "corrections": str(tmp_path / "mine.csv")})
    assert corrections_path(chosen) == tmp_path / "mine.csv"


def _papers() -> pd.DataFrame:
    return pd.DataFrame({
        "paper_id": ["a:1", "a:2"],
        "paper_type": ["both", "theory"],
        "paper_type_evidence": ["we prove | experiments", "We prove a bound"],
        "paper_type_confidence": [0.3, 0.99],
        "paper_type_band": list(bands([0.3, 0.99])),
    })


def test_a_saved_analysis_with_corrections_keeps_the_model_s_labels(tmp_path):
    fixes = tmp_path / "c.csv"
    set_paper_type(fixes, "a:1", "empirical", note="a benchmark")
    saved = apply_corrections(_papers(), read_corrections(fixes))  # as analyze saves it
    live = LiveCorrections(saved, fixes)
    live.refresh()
    assert saved.loc[0, "paper_type"] == "empirical"
    assert saved.loc[0, "paper_type_evidence"].count("the model said") == 1
    assert saved.loc[0, "paper_type_evidence"].endswith(
        "the model said both (we prove | experiments)")
    assert live.model_label(0) == "both"
    # "as the model says": the model's label and band come back, not the hand-set type
    live.set("a:1", None)
    assert list(saved["paper_type"]) == ["both", "theory"]
    assert list(saved["paper_type_band"]) == list(bands([0.3, 0.99]))
    assert list(saved["paper_type_source"]) == ["model", "model"]


def test_the_model_s_own_columns_name_its_labels_whatever_a_note_says(tmp_path):
    """review57: the model's type of a saved corrected paper was read back from the
    evidence text, where a note in the same form ("...; the model said empirical (...)")
    named it.  An analysis saved with the model's own columns is read from them; one saved
    before them still from the text."""
    fixes = tmp_path / "c.csv"
    set_paper_type(fixes, "a:1", "theory", note="x; the model said empirical (a benchmark)")
    model = _papers().assign(paper_type_model=["both", "theory"],
                             paper_type_model_band=["likely", "certain"])
    saved = apply_corrections(model, read_corrections(fixes))  # as analyze saves it
    live = LiveCorrections(saved, fixes)
    live.refresh()
    assert live.model_label(0) == "both"
    evidence = list(_papers()["paper_type_evidence"])
    live.set("a:1", None)
    assert list(saved["paper_type"]) == ["both", "theory"]
    # the stored band, not one made again from the confidence (0.3: uncertain)
    assert list(saved["paper_type_band"]) == ["likely", "certain"]
    # review58: and the model's evidence, not the note's "a benchmark); the model said ..."
    assert list(saved["paper_type_evidence"]) == evidence
    # saved before the columns: the text, fooled by that note (the fallback's limit)
    set_paper_type(fixes, "a:1", "theory", note="x; the model said empirical (a benchmark)")
    older = LiveCorrections(apply_corrections(_papers(), read_corrections(fixes)), fixes)
    assert older.model_label(0) == "empirical"


def test_analyze_keeps_the_model_s_type_and_band_beside_a_correction(planted_path,
                                                                      planted_analysis,
                                                                      tmp_path):
    from analysis.pipeline import analyze
    from analysis.store.saved import open_analysis, save_analysis

    model = planted_analysis.papers
    paper_id = str(model["paper_id"].iat[5])
    other = "unclear" if model["paper_type"].iat[5] != "unclear" else "theory"
    fixes = tmp_path / "c.csv"
    set_paper_type(fixes, paper_id, other)
    fixed = analyze([planted_path], n_topics=4, corrections=fixes)
    save_analysis(fixed, tmp_path / "store", [], {})
    papers = open_analysis(tmp_path / "store", checksums=False).papers
    assert papers["paper_type"].iat[5] == other
    assert papers["paper_type_band"].iat[5] == "corrected"
    assert list(papers["paper_type_model"]) == list(model["paper_type"])
    assert list(papers["paper_type_model_band"]) == list(model["paper_type_band"])
    assert list(papers["paper_type_model_evidence"]) == list(model["paper_type_evidence"])
    live = LiveCorrections(papers.copy(), fixes)
    assert live.model_label(5) == model["paper_type"].iat[5]


def test_as_the_model_says_gives_back_the_model_s_evidence_from_its_own_column(tmp_path):
    """review59: the model's evidence was cut from the corrected evidence's text; a
    correction laid over an older one nests the text ("...; the model said theory (...;
    the model said both (E))"), and the cut gave "E)".  Its own column gives E."""
    fixes = tmp_path / "c.csv"
    set_paper_type(fixes, "a:1", "theory")
    model = _papers().assign(paper_type_model=["both", "theory"],
                             paper_type_model_band=["likely", "certain"],
                             paper_type_model_evidence=list(_papers()["paper_type_evidence"]))
    once = apply_corrections(model, read_corrections(fixes))
    set_paper_type(fixes, "a:1", "empirical")
    twice = apply_corrections(once, read_corrections(fixes))  # an older analysis's nesting
    live = LiveCorrections(twice, fixes)
    live.refresh()
    live.set("a:1", None)
    assert list(twice["paper_type"]) == ["both", "theory"]
    assert list(twice["paper_type_evidence"]) == list(_papers()["paper_type_evidence"])


def test_serve_of_a_saved_analysis_keeps_the_corrections_its_analysis_applied(tmp_path,
                                                                             capsys):
    """review71: a reviewer set 164 types in ``serve CORPUS`` (the corpus's file), ran
    ``analyze CORPUS --out DIR`` (applied, the manifest names the file), then ``serve DIR``:
    it read DIR's own new file, so every one of the 164 showed as the model had said and
    the review list was back at its start (249 uncertain, not 85), and its corrections
    went to DIR, where the next ``analyze`` read only them.  ``serve DIR`` now keeps the
    file the analysis applied while DIR has none of its own."""
    import json

    corpus, out = tmp_path / "cvpr", tmp_path / "saved"
    corpus.mkdir()
    out.mkdir()
    own = corpus / ".paper-trends" / "corrections.csv"
    beside = out / ".paper-trends" / "corrections.csv"
    set_paper_type(own, "cvpr:1", "both")
    manifest = {"corrections": {"path": str(own), "applied": 1, "corrected": 1,
                                "confirmed": 0, "skipped_rows": []}}
    (out / "manifest.json").write_text(json.dumps(manifest))
    assert corrections_path(_args("serve", out)) == own
    assert capsys.readouterr().err == ""
    # and the next analyze into DIR reads that same file: DIR has none of its own
    assert corrections_path(_args("analyze", corpus, out)) == own
    # DIR's own file, once there, is the dashboard's: the other is named
    set_paper_type(beside, "cvpr:2", "theory")
    assert corrections_path(_args("serve", out)) == beside
    assert str(own) in capsys.readouterr().err
    # a file the analysis applied that is gone: DIR's own place, as before
    beside.unlink()
    own.unlink()
    assert corrections_path(_args("serve", out)) == beside
    # an analysis saved without corrections ("path": null)
    (out / "manifest.json").write_text(json.dumps({"corrections": {"path": None}}))
    assert corrections_path(_args("serve", out)) == beside
