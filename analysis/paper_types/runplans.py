"""Remake the cue patterns' saved plans and code: ``python3 -m analysis.paper_types.runplans``.

Run after editing a lexicon; ``--check`` only compares (``tests/test_pattern_plans.py``).  The
plans are :mod:`.pattern_plans`' (how each pattern is run, read by the matcher), the code
:mod:`.patterncode`'s.  The command loads every cue module, as typing does, so it stands apart
from the reader they import.
"""

from __future__ import annotations

import json
import sys

from analysis.paper_types import pattern_plans, patterncode

CODE_PATH = patterncode.CODE_PATH  # the patterns' compiled code, remade with the plans


def _dumped(data: dict) -> str:
    """One pattern a line (a lexicon's edit changes its own lines)."""
    starts = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}"
                         for k, v in data["word_start"].items())
    plans = ",\n".join(f"  {json.dumps(row)}" for row in data["plans"])
    return (f'{{"python": {json.dumps(data["python"])}, "code": {json.dumps(data["code"])},\n'
            f'"word_start": {{\n{starts}\n}},\n'
            f'"plans": [\n{plans}\n]}}\n')


def main(argv: list[str]) -> int:
    """Remake the file from the patterns the typing model asks for (``--check``: compare)."""
    from analysis.paper_types.model import shipped_model  # every cue module, as typing loads

    shipped_model()
    text = _dumped(pattern_plans._fresh())
    plans_path = pattern_plans.PLANS_PATH
    code = patterncode.fresh_text()  # the patterns' compiled code (perf58)
    if "--check" in argv:
        same = plans_path.exists() and plans_path.read_text("utf-8") == text
        same_code = CODE_PATH.exists() and CODE_PATH.read_text("utf-8") == code
        print("pattern plans: up to date" if same and same_code else
              f"pattern plans: {plans_path if not same else CODE_PATH} is stale: "
              "python3 -m analysis.paper_types.runplans")
        return 0 if same and same_code else 1
    plans_path.write_text(text, "utf-8")
    CODE_PATH.write_text(code, "utf-8")
    print(f"pattern plans: {len(pattern_plans._ASKED_STARTS)} word starts, "
          f"{len(pattern_plans._ASKED_PLANS)} plans -> {plans_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
