"""The cue patterns' compiled code, saved with the code: ``re.compile`` without the parse.

Why: after their plans were saved (:mod:`.pattern_plans`, perf57), what is left of the typing
process's start-up is compiling the patterns that run and the gates (alternations of them,
:class:`~analysis.paper_types.matcher.GatedPatterns`): some 590 of the 710 compilations the
process makes, 0.5 of its 0.8 s of CPU on every run, for the same answers
(bench/PIPELINE.md, perf58).  ``re.compile`` parses a pattern and turns the tree into a
list of opcodes for the engine (``re._compiler``); the list is a pure function of the
pattern's text and Python's regex engine, so it is saved in ``data/pattern_code.json``
(one pattern a line: the pattern, its flags, its groups and its code), keyed by Python's
version and the engine's magic number, and given back to the engine as ``re._compiler``
gives it.  The engine checks the code it is given (``_sre.compile`` validates it); a
pattern not in the file, a file of another Python or engine, a broken file or code the
engine refuses: ``re.compile`` as before, so the file saves time and never changes a match
(a pattern made from it equals ``re.compile``'s: ``Pattern.__eq__`` compares the code,
``tests/test_pattern_plans.py``).  Remade with the plans: ``python3 -m
analysis.paper_types.runplans``.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path
from re import _compiler, _constants, _parser  # type: ignore[attr-defined]  # re.compile's
from typing import Any

CODE_PATH = Path(__file__).resolve().parent / "data" / "pattern_code.json"
#: the engine the code is for (another's opcodes may differ: not used there)
ENGINE = f"{sys.version_info[0]}.{sys.version_info[1]} sre {_constants.MAGIC}"

# what this process compiled through :func:`compiled` (the patterns the remaking saves)
_ASKED: dict[str, None] = {}


@functools.cache
def _saved() -> dict[str, list[Any]]:
    try:
        data = json.loads(CODE_PATH.read_text("utf-8"))
        if data.get("engine") != ENGINE:
            return {}
        return {row[0]: row for row in data["patterns"]}
    except (OSError, ValueError, TypeError, KeyError, IndexError):  # no file or a broken one
        return {}


def compiled(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern)``, from its saved code where the file has it."""
    _ASKED[pattern] = None
    row = _saved().get(pattern)
    if row is not None:
        try:
            _, flags, groups, groupindex, indexgroup, code = row
            made: re.Pattern[str] = _compiler._sre.compile(
                pattern, flags, code, groups, groupindex, tuple(indexgroup))
            return made
        except (ValueError, TypeError, RuntimeError, OverflowError):  # refused: compiled anew
            pass
    return re.compile(pattern)


def fresh_row(pattern: str) -> list[Any]:
    """What ``re._compiler.compile`` hands the engine for ``pattern``, as the file holds it."""
    tree = _parser.parse(pattern, 0)
    groupindex = dict(tree.state.groupdict)
    indexgroup: list[str | None] = [None] * tree.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return [pattern, tree.state.flags, tree.state.groups - 1, groupindex, indexgroup,
            list(_compiler._code(tree, 0))]


def fresh_text() -> str:
    """The file for every pattern compiled so far, made anew: one pattern a line."""
    rows = ",\n".join(json.dumps(fresh_row(p), ensure_ascii=False, separators=(",", ":"))
                      for p in sorted(_ASKED))
    return f'{{"engine": {json.dumps(ENGINE)},\n"patterns": [\n{rows}\n]}}\n'
