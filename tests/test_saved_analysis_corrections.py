"""``serve DIR`` picks the corrections file its analysis applied (review71); a manifest a user
edited into another shape must not stop the dashboard: DIR's own file is used, as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dashboard.corrections_files import corrections_path, saved_analysis_corrections


def _dir(tmp_path: Path, manifest: object) -> tuple[Path, Path]:
    saved = tmp_path / "out"
    saved.mkdir()
    (saved / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return saved, saved / ".paper-trends" / "corrections.csv"


def test_the_file_the_analysis_applied_is_used_when_dir_has_none(tmp_path: Path) -> None:
    applied = tmp_path / "corpus.csv"
    applied.write_text("paper_id,paper_type\n", encoding="utf-8")
    saved, own = _dir(tmp_path, {"corrections": {"path": str(applied)}})
    assert saved_analysis_corrections([str(saved)], own) == applied


@pytest.mark.parametrize("manifest", [[1, 2], {"corrections": "file.csv"},
                                      {"corrections": ["a"]}, "text"])
def test_a_manifest_of_another_shape_falls_back_to_dirs_own_file(tmp_path: Path,
                                                                  manifest: object) -> None:
    saved, own = _dir(tmp_path, manifest)
    assert saved_analysis_corrections([str(saved)], own) == own


def test_a_relative_path_in_the_manifest_is_of_the_saved_analysis(tmp_path: Path,
                                                                 monkeypatch) -> None:
    """small72: "fixes.csv" in DIR's manifest is DIR/fixes.csv, not the file of that name in
    the folder ``serve`` runs in (nor nothing, when that folder has none)."""
    saved, own = _dir(tmp_path, {"corrections": {"path": "fixes.csv"}})
    (saved / "fixes.csv").write_text("paper_id,paper_type\n", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "fixes.csv").write_text("paper_id,paper_type\n", encoding="utf-8")
    monkeypatch.chdir(elsewhere)
    assert saved_analysis_corrections([str(saved)], own) == saved / "fixes.csv"
    monkeypatch.chdir(tmp_path)  # served by a path relative to the folder serve runs in
    assert saved_analysis_corrections(["out"], Path("out/.paper-trends/corrections.csv")) \
        == Path("out") / "fixes.csv"
    (saved / "fixes.csv").unlink()  # gone from DIR: DIR's own, not elsewhere's
    monkeypatch.chdir(elsewhere)
    assert saved_analysis_corrections([str(saved)], own) == own


def test_analyze_records_the_corrections_file_absolute(planted_path: Path, tmp_path: Path,
                                                        monkeypatch) -> None:
    """A relative ``--corrections`` is recorded absolute, so that ``serve DIR`` run in any
    folder finds the file ``analyze`` applied."""
    from dashboard.cli import main

    monkeypatch.chdir(tmp_path)
    Path("fixes.csv").write_text("paper_id,paper_type\n", encoding="utf-8")
    assert main(["analyze", str(planted_path), "--out", "out", "--topics", "4",
                 "--corrections", "fixes.csv", "--no-store"]) == 0
    recorded = json.loads(Path("out/manifest.json").read_text())["corrections"]["path"]
    assert recorded == str(tmp_path / "fixes.csv")
    monkeypatch.chdir(tmp_path / "out")
    assert saved_analysis_corrections(
        ["."], Path(".paper-trends/corrections.csv")) == tmp_path / "fixes.csv"


def _serve_args(path: Path):
    from dashboard.cli import _parser

    return _parser().parse_args(["serve", str(path)])


def test_serving_the_store_folder_itself_keeps_the_types_where_analyze_reads_them(
        tmp_path: Path) -> None:
    """``serve DIR/store`` (the folder PAPER_TRENDS_STORE names) wrote its corrections to
    DIR/store/.paper-trends/, which ``analyze --out DIR`` neither applied nor kept (it
    rewrites the store whole): now the file of ``serve DIR`` (newuser72)."""
    from dashboard.corrections_files import corrections_path

    saved, own = _dir(tmp_path, {"corrections": None})
    (saved / "store").mkdir()
    (saved / "store" / "store.json").write_text("{}", encoding="utf-8")
    assert corrections_path(_serve_args(saved / "store")) == own
    assert corrections_path(_serve_args(saved)) == own
    # the analysis applied another file and DIR has none of its own: that file, both ways
    applied = tmp_path / "corpus.csv"
    applied.write_text("paper_id,paper_type\n", encoding="utf-8")
    (saved / "manifest.json").write_text(json.dumps({"corrections": {"path": str(applied)}}),
                                         encoding="utf-8")
    assert corrections_path(_serve_args(saved / "store")) == applied
    # a store without an analyze --out folder around it (a copied store) keeps its own
    bare = tmp_path / "copy" / "store"
    bare.mkdir(parents=True)
    (bare / "store.json").write_text("{}", encoding="utf-8")
    assert corrections_path(_serve_args(bare)) == bare / ".paper-trends" / "corrections.csv"


@pytest.mark.parametrize("named", ["out", "out/store"])
def test_gunicorn_with_a_store_corrects_types_in_the_file_serve_uses(
        planted_path: Path, tmp_path: Path, monkeypatch, named: str) -> None:
    """newuser72: under gunicorn with PAPER_TRENDS_STORE and no PAPER_TRENDS_CORRECTIONS the
    dashboard had no corrections file, so no paper type could be corrected; now the file
    ``serve DIR`` uses (DIR's own, written by the dashboard, applied by ``analyze --out``)."""
    import dashboard.app as app_module
    from dashboard.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["analyze", str(planted_path), "--out", "out", "--topics", "4", "-q"]) == 0
    given: list[object] = []
    monkeypatch.setattr(app_module, "create_app", lambda analysis, fixes, uploads: given.append(
        (analysis.n_papers, fixes)))
    monkeypatch.setenv("PAPER_TRENDS_STORE", named)
    monkeypatch.delenv("PAPER_TRENDS_CORRECTIONS", raising=False)
    monkeypatch.setenv("PAPER_TRENDS_UPLOADS", "off")
    app_module._default_app.cache_clear()
    try:
        app_module._default_app()
    finally:
        app_module._default_app.cache_clear()
    own = tmp_path / "out" / ".paper-trends" / "corrections.csv"
    assert given == [(330, own)]
    assert corrections_path(_serve_args(Path(named))).resolve() == own  # serve DIR's too
