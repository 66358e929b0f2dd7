"""The structure stays readable: small functions and modules, one-way imports, typed code.

These are the checks of the structure issue, run with every test run so CI fails on a
violation: no function over 80 lines and no module over 400 lines in ``analysis/`` and
``dashboard/``; the import-linter contracts of pyproject.toml (``dashboard`` above
``analysis``; ``analysis`` free of Dash, Plotly and Flask); mypy clean on both packages; the
map in ``analysis/paper_types``'s docstring names every module of that package.
"""

from __future__ import annotations

import ast
import re
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


def _module_of(name: str) -> Path | None:
    """The file of a dotted project module (``analysis.paper_types.cues``), or None."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imported(path: Path) -> set[Path]:
    """The project modules ``path`` imports, at its top or inside a function (one under
    ``if TYPE_CHECKING:`` never runs)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
               and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
    names = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names += [f"{node.module}.{a.name}" if _module_of(f"{node.module}.{a.name}")
                      else node.module for a in node.names]
    found = set()
    for name in names:
        if name.split(".")[0] in PACKAGES:
            parts = name.split(".")
            while parts and _module_of(".".join(parts)) is None:
                parts.pop()
            if parts:
                found.add(_module_of(".".join(parts)))
    return found - {path}


def _circles(modules: list[Path]) -> list[list[str]]:
    """Groups of modules that import each other in a loop (Tarjan's strongly connected
    components of the import graph, more than one module each)."""
    graph = {p: _imported(p) for p in modules}
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    out = []

    def visit(p: Path) -> None:
        index[p] = low[p] = len(index)
        stack.append(p)
        for q in graph.get(p, ()):
            if q not in index:
                visit(q)
                low[p] = min(low[p], low[q])
            elif q in stack:
                low[p] = min(low[p], index[q])
        if low[p] == index[p]:
            group = []
            while True:
                q = stack.pop()
                group.append(q.relative_to(ROOT).as_posix())
                if q == p:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for p in graph:
        if p not in index:
            visit(p)
    return out


def test_no_import_circle():
    """Imports go one way inside the packages too: a module never reaches itself through
    others, not even by an import inside a function (a command's main that loads every cue
    module belongs above them, not in a module they import)."""
    assert _circles(_modules()) == []


def test_the_circle_check_sees_an_import_inside_a_function(tmp_path):
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        pkg = tmp_path / "analysis"
        pkg.mkdir()
        (pkg / "__init__.py").write_text("")
        (pkg / "low.py").write_text("def main():\n    from analysis.high import x\n")
        (pkg / "high.py").write_text("from analysis import low\nx = 1\n")
        (pkg / "typed.py").write_text("from typing import TYPE_CHECKING\n"
                                      "if TYPE_CHECKING:\n    from analysis.user import y\n")
        (pkg / "user.py").write_text("from analysis.typed import z\n")
        mods = sorted(pkg.glob("*.py"))
        assert _circles(mods) == [["analysis/high.py", "analysis/low.py"]]
    finally:
        ROOT = saved


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


def _unnamed_paper_type_modules(folder: Path) -> list[str]:
    """Modules of ``folder`` that its package docstring's map does not name (the numbered
    ``expNN`` / ``blindformsNN`` families are named as a group)."""
    doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text())) or ""
    named = set(re.findall(r":mod:`\.(\w+)`", doc))
    return sorted(p.stem for p in folder.glob("*.py")
                  if p.stem != "__init__" and p.stem not in named
                  and not re.fullmatch(r"(?:exp|blindforms)\d+", p.stem))


def test_the_paper_type_map_names_every_module():
    """A newcomer finds each paper-type module's kind (run / own theory / look-alike /
    machinery) in the package docstring: a module added without a line there fails."""
    assert _unnamed_paper_type_modules(ROOT / "analysis" / "paper_types") == []


def test_the_map_check_sees_an_unnamed_module(tmp_path):
    (tmp_path / "__init__.py").write_text('"""Map: :mod:`.named`."""\n')
    for stem in ("named", "unnamed", "exp99"):
        (tmp_path / f"{stem}.py").write_text("")
    assert _unnamed_paper_type_modules(tmp_path) == ["unnamed"]
