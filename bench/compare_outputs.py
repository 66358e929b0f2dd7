"""Are two `paper-trends analyze` output folders the same analysis?

    python bench/compare_outputs.py BEFORE_DIR AFTER_DIR

Compares every CSV byte for byte after parsing (same files, same columns, same rows in
the same order, numbers equal to 1e-9 relative) and manifest.json without what is
expected to differ between runs or versions (timings, the version, output paths).
Exit 0 when identical, 1 with a report of the first differences otherwise.  Used to show
that a restructuring changed no output (seeds, ICML 2013-2019, the 24k corpora).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pandas as pd

VOLATILE = {"stage_seconds", "stage_peak_mb", "total_seconds", "version"}


def _manifest(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in VOLATILE:
        data.pop(key, None)
    for entry in data.get("inputs", []):
        entry["path"] = Path(entry["path"]).name
    return data


def _frames_equal(a: pd.DataFrame, b: pd.DataFrame) -> str | None:
    if list(a.columns) != list(b.columns):
        return f"columns differ: {list(a.columns)} vs {list(b.columns)}"
    if len(a) != len(b):
        return f"{len(a)} rows vs {len(b)}"
    for col in a.columns:
        x, y = a[col], b[col]
        if pd.api.types.is_numeric_dtype(x) and pd.api.types.is_numeric_dtype(y):
            xv, yv = x.to_numpy(dtype=float), y.to_numpy(dtype=float)
            same = np.isclose(xv, yv, rtol=1e-9, atol=0, equal_nan=True)
        else:
            same = (x.fillna("<NA>").astype(str) == y.fillna("<NA>").astype(str)).to_numpy()
        if not same.all():
            i = int(np.flatnonzero(~same)[0])
            return (f"column {col!r}: {int((~same).sum())} rows differ, first row {i}: "
                    f"{x.iloc[i]!r} vs {y.iloc[i]!r}")
    return None


def compare(before: Path, after: Path) -> list[str]:
    problems = []
    names_a = {p.name for p in before.glob("*.csv")}
    names_b = {p.name for p in after.glob("*.csv")}
    if names_a != names_b:
        problems.append(f"files differ: only before {sorted(names_a - names_b)}, "
                        f"only after {sorted(names_b - names_a)}")
    for name in sorted(names_a & names_b):
        a = pd.read_csv(before / name, keep_default_na=False, na_values=[""])
        b = pd.read_csv(after / name, keep_default_na=False, na_values=[""])
        diff = _frames_equal(a, b)
        if diff:
            problems.append(f"{name}: {diff}")
    ma, mb = _manifest(before / "manifest.json"), _manifest(after / "manifest.json")
    if ma != mb:
        keys = sorted(k for k in set(ma) | set(mb) if ma.get(k) != mb.get(k))
        problems.append(f"manifest.json differs in {keys}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    before, after = map(Path, argv)
    problems = compare(before, after)
    n = len(list(before.glob("*.csv")))
    if problems:
        print(f"DIFFERENT ({before} vs {after}):")
        for p in problems:
            print("  " + p)
        return 1
    print(f"identical: {n} tables and the manifest ({before} vs {after})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
