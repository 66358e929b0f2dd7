"""The corpus's name in the header, in file names and in the serve cache, from the paths
it was read from."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from analysis.io.corpus import SEEDS_DIR

#: A year ending a file's name ("icra2020", "cvpr_2019"): files of one venue share the rest.
_YEAR_SUFFIX = re.compile(r"[-_ .]?(?:19|20)\d\d$")
#: Names joined into a corpus name at most; more are counted ("a+b+c+2-more").
NAMED_PATHS = 3


def corpus_name(paths: Sequence[str | Path] | None) -> str:
    """A short name for the header and file names: the single folder or file given; for
    several, their names joined with "+", a file's without its year ("icra+iros+rss" for
    three venue folders, "icra" for icra2020.json and icra2021.json), the first
    :data:`NAMED_PATHS` and how many more (a fourth is named); "corpus" when they have
    none.  Several folders were all "corpus": the header said "corpus · 36,974 papers" and
    every download "corpus_topics.csv" (walk 58, the robotics venues)."""
    if not paths:
        return "seeds"
    ps = [Path(p) for p in paths]
    if len(ps) == 1:
        p = ps[0].resolve()
        return "seeds" if p == SEEDS_DIR else (p.name if p.is_dir() else p.stem)
    names = [p.resolve().name if p.is_dir() else _YEAR_SUFFIX.sub("", p.stem) or p.stem
             for p in ps]
    names = list(dict.fromkeys(n for n in names if n))
    if not names:
        return "corpus"
    more = len(names) - NAMED_PATHS
    if more <= 1:  # one more is named: "+wacv", not "+1-more" in its place (walk63)
        return "+".join(names)
    return "+".join(names[:NAMED_PATHS]) + f"+{more}-more"
