"""``serve DIR`` picks the corrections file its analysis applied (review71); a manifest a user
edited into another shape must not stop the dashboard: DIR's own file is used, as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dashboard.serving import saved_analysis_corrections


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
