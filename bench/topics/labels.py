"""Topic labels before and after a change of ``analysis/topics/labels.py`` (issue 10).

    python bench/topics/labels.py --store /tmp/w27/base24 [--before main] [--changed]
    python bench/topics/labels.py --corpus icml [--before main] [--changed]

The labels of one fitted model are made twice, with the labels module of ``--before`` (a
git revision, read with ``git show``) and with the working tree's, from the same inputs:
each topic's paper shares per term, its shown terms and the vocabulary.  ``--store``
reads them from a saved analysis (read-only: the arrays and tables of ``DIR/store``,
never the store's loader, which would re-analyse with other code and write back);
``--corpus`` fits the model on a benchmark corpus (``corpora.load``, then
``clean_text``, ``build_vocabulary``, ``fit_topics`` as the pipeline does).

Figures, per version: the share of label terms that are keywords, the labels holding a
term that is not one, the labels holding one of the issue's 21 generic words (a one-word
term equal to one, or to one with an ``s`` or ``es`` added: "systems", "methods"), the
coverage (the mean over label terms of the share of the topic's papers using the term),
the labels' mean length in characters (before a repeated label is lengthened) and how
many labels changed; ``--changed`` prints every changed label, old -> new.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType, SimpleNamespace

import numpy as np
import pandas as pd
import pyarrow.ipc as ipc
import scipy.sparse as sp

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from analysis.topics import labels as after  # noqa: E402
from analysis.topics.ranking import paper_shares  # noqa: E402

#: The issue's generic scientific vocabulary (issue 10): measured here, never used by
#: the label rule.
GENERIC = frozenset(
    "model learning data algorithm method approach problem results performance training "
    "large system function information time diverse complex ability limited fixed "
    "insight".split())


def labels_module(revision: str) -> ModuleType:
    """``analysis/topics/labels.py`` as it is at ``revision``."""
    text = subprocess.run(["git", "show", f"{revision}:analysis/topics/labels.py"],
                          cwd=ROOT, check=True, capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / "labels_before.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("labels_before", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _arrow(path: Path) -> pd.DataFrame:
    return ipc.open_file(path).read_all().to_pandas().reset_index(drop=True)


def from_store(directory: Path) -> tuple:
    """The label inputs of a saved analysis, read from its files (never written)."""
    d = directory / "store"
    terms = _arrow(d / "analysis.vocab.terms.arrow")
    matrix = sp.csr_matrix((np.load(d / "analysis.vocab.matrix.data.npy"),
                            np.load(d / "analysis.vocab.matrix.indices.npy"),
                            np.load(d / "analysis.vocab.matrix.indptr.npy")))
    columns = np.load(d / "analysis.topics.columns.npy")
    presence = sp.csr_matrix(matrix[:, columns])
    presence.data[:] = 1.0
    mixture = np.load(d / "analysis.topics.doc_topic.npy")
    shares = paper_shares(mixture, presence)
    papers = (mixture / mixture.sum(axis=1, keepdims=True)).sum(axis=0)
    table = _arrow(d / "analysis.topics.terms.arrow").sort_values(["topic", "rank"])
    shown = [list(g["term_id"]) for _, g in table.groupby("topic")]
    return shares, columns, SimpleNamespace(terms=terms), shown, papers


def from_corpus(name: str) -> tuple:
    """The label inputs of our model fitted on a benchmark corpus."""
    import corpora

    import analysis.topics.model as model
    from analysis.terms import build_vocabulary
    from analysis.text import clean_text

    seen: dict = {}

    def record(shares, columns, vocab, term_lists, papers):
        seen.update(shares=shares, columns=columns, shown=term_lists, papers=papers)
        return after.label_terms(shares, columns, vocab, term_lists, papers)

    model.label_terms = record  # type: ignore[assignment]
    vocab = build_vocabulary([clean_text(d) for d in corpora.load(name).docs])
    model.fit_topics(vocab, seed=0)
    return (seen["shares"], seen["columns"], SimpleNamespace(terms=vocab.terms), seen["shown"],
            seen["papers"])


def figures(ids: list[list[int]], shares: np.ndarray, columns: np.ndarray,
            terms: pd.DataFrame) -> dict[str, float]:
    keyword, keys = terms["keyword"].to_numpy(), terms["key"].to_numpy()
    column_of = {int(c): i for i, c in enumerate(columns)}
    flat = [t for label in ids for t in label]

    def generic(t: int) -> bool:
        key = str(keys[t]).lower()
        return " " not in key and (key in GENERIC or key.removesuffix("s") in GENERIC
                                   or key.removesuffix("es") in GENERIC)

    cover = [shares[topic, column_of[t]] for topic, label in enumerate(ids) for t in label]
    return {"keyword share": float(np.mean([keyword[t] for t in flat])),
            "labels with a non-keyword": sum(any(not keyword[t] for t in lab) for lab in ids),
            "labels with a generic word": sum(any(generic(t) for t in lab) for lab in ids),
            "coverage": float(np.mean(cover)), "terms": len(flat),
            "characters": float(np.mean([len(" · ".join(str(terms["term"][t]) for t in lab))
                                         for lab in ids]))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--store", type=Path)
    src.add_argument("--corpus")
    ap.add_argument("--before", default="main")
    ap.add_argument("--changed", action="store_true")
    a = ap.parse_args(argv)
    shares, columns, vocab, shown, papers = (from_store(a.store) if a.store
                                             else from_corpus(a.corpus))
    term = vocab.terms["term"].to_numpy()
    rows, strings = [], []
    before = labels_module(a.before)
    for module in (before, after):
        # an earlier module may not take the papers (added with the keyword floor); one
        # that does gets them, as the pipeline gives them (until wave 39 only the working
        # tree's did, and the seeds' "before" labels were those of no paper floor)
        more = {"papers": papers} if "papers" in module.label_terms.__code__.co_varnames else {}
        ids = module.label_terms(shares, columns, vocab, [list(s) for s in shown], **more)
        strings.append(module.topic_labels([[str(term[t]) for t in label] for label in ids],
                                           [[str(term[t]) for t in s] for s in shown]))
        rows.append(figures(ids, shares, columns, vocab.terms))
    changed = [(k, old, new) for k, (old, new) in enumerate(zip(*strings, strict=True))
               if old != new]
    print(f"{a.store or a.corpus}: {len(shown)} topics, {len(changed)} labels changed")
    print(pd.DataFrame(rows, index=[a.before, "after"]).round(3).to_string())
    if a.changed:
        for k, old, new in changed:
            print(f"  {k}. {old} -> {new}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
