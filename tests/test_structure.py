"""The structure stays readable: small functions and modules, one-way imports, typed code.

These are the checks of the structure issue, run with every test run so CI fails on a
violation: no function over 80 lines and no module over 400 lines in ``analysis/`` and
``dashboard/``; the import-linter contracts of pyproject.toml (``dashboard`` above
``analysis``; ``analysis`` free of Dash, Plotly and Flask); mypy clean on both packages.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("analysis", "dashboard")
MAX_FUNCTION_LINES = 80
MAX_MODULE_LINES = 400


def _modules() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py"))


def _long_functions(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > MAX_FUNCTION_LINES:
                out.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({lines} lines)")
    return out


def test_the_size_checks_see_every_module():
    names = {p.relative_to(ROOT).as_posix() for p in _modules()}
    assert "analysis/pipeline.py" in names and "dashboard/app.py" in names
    assert len(names) > 20


def test_no_function_over_80_lines():
    long = [f for p in _modules() for f in _long_functions(p)]
    assert long == []


def test_the_function_check_catches_a_long_function(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    path = tmp_path / "long.py"
    path.write_text(f"def long():\n{body}\n", encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert _long_functions(path) == [f"long.py:1 long ({MAX_FUNCTION_LINES + 1} lines)"]
    finally:
        ROOT = saved


def test_no_module_over_400_lines():
    big = [f"{p.relative_to(ROOT)} ({n} lines)" for p in _modules()
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES]
    assert big == []


def _run(*cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_import_contracts_hold():
    exe = shutil.which("lint-imports")
    if exe is None:
        pytest.fail("lint-imports is missing: pip install -e '.[test]'")
    result = _run(exe)
    assert result.returncode == 0, result.stdout + result.stderr
    assert " 0 broken" in result.stdout and " kept" in result.stdout


def test_mypy_is_clean():
    result = _run(sys.executable, "-m", "mypy")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "Success: no issues found" in result.stdout
