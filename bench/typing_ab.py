"""Paper typing's CPU, two checkouts in one process, chunk by chunk in turns (perf53).

    python3 bench/typing_ab.py BASE_CHECKOUT NEW_CHECKOUT CHUNK PAPERS.pkl

Both checkouts' ``analysis`` packages are imported side by side (each call swaps its own
modules back into ``sys.modules``), so the drift of a machine shared with other helpers falls
on both alike: ``process_time`` of ``paper_types_in_chunks(workers=1)`` over CHUNK papers, A
then B or B then A in turns, twice over all papers; ``same`` says whether every chunk's rows
were equal.  PAPERS.pkl: a pickled DataFrame of ``pipeline.TYPING_COLUMNS`` (object strings).
The typing process's start-up (the cue patterns compiled) is not in these figures.
"""

from __future__ import annotations

import pickle
import sys
import time
from collections.abc import Callable


def _ours(name: str) -> bool:
    return name == "analysis" or name.startswith("analysis.")


def load(root: str) -> Callable:
    """``paper_types_in_chunks`` of the checkout at ``root``, run with its own modules."""
    for name in [k for k in sys.modules if _ours(k)]:
        del sys.modules[name]
    sys.path.insert(0, root)
    from analysis.paper_types.classify import classify_papers  # noqa: F401 - imported lazily
    from analysis.pipeline import paper_types_in_chunks, prepare_typing

    prepare_typing()
    sys.path.remove(root)
    modules = {k: v for k, v in sys.modules.items() if _ours(k)}

    def run(*args, **kwargs):
        for name in [k for k in sys.modules if _ours(k)]:
            del sys.modules[name]
        sys.modules.update(modules)
        return paper_types_in_chunks(*args, **kwargs)

    return run


def main() -> None:
    base, new, chunk, path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    with open(path, "rb") as f:
        papers = pickle.load(f)  # noqa: S301 - a file of one's own
    runs = [load(base), load(new)]
    for run in runs:
        run(papers.iloc[:50], workers=1)
    spent, same = [0.0, 0.0], True
    for turn in range(2):
        for k in range(0, len(papers), chunk):
            part, rows = papers.iloc[k:k + chunk], {}
            for w in ((0, 1) if (k // chunk + turn) % 2 == 0 else (1, 0)):
                t = time.process_time()
                rows[w] = runs[w](part, workers=1)
                spent[w] += time.process_time() - t
            same &= rows[0].equals(rows[1])
    print(f"A {base} {spent[0]:.2f} s, B {new} {spent[1]:.2f} s, B/A {spent[1] / spent[0]:.3f}, "
          f"same {same}")


if __name__ == "__main__":
    main()
