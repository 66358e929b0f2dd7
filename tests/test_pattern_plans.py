"""The typing process's start-up: the cue patterns' saved plans and the words' TF-IDF without
scikit-learn (perf57)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from analysis.paper_types import pattern_plans
from analysis.paper_types.words import unit_tfidf

ROOT = Path(__file__).resolve().parents[1]


def _python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_saved_plans_are_what_a_fresh_analysis_gives():
    # every pattern the typing model asks for, analysed again: the file holds exactly that
    done = subprocess.run([sys.executable, "-m", "analysis.paper_types.runplans", "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_typing_start_up_parses_no_cue_pattern():
    # the model and its ~900 cue patterns loaded: at most the few patterns outside the
    # matcher are parsed (824 parses before the plans were saved)
    out = _python("from analysis.paper_types import literals, model\n"
                  "model.shipped_model()\n"
                  "print(literals._parsed.cache_info().misses)")
    assert int(out) < 20


def test_typing_a_paper_imports_no_scikit_learn():
    out = _python("import sys\n"
                  "from analysis.pipeline import prepare_typing\n"
                  "from analysis.paper_types.classify import classify_papers\n"
                  "prepare_typing()\n"
                  "t = classify_papers(['We prove a regret bound. Experiments on imagenet "
                  "confirm it.'], [''], ['We prove a regret bound.'], workers=1)\n"
                  "print(t['paper_type'].iloc[0], 'sklearn' in sys.modules)")
    assert out.split() == ["both", "False"]


@pytest.fixture
def plans_file(tmp_path, monkeypatch):
    path = tmp_path / "plans.json"
    monkeypatch.setattr(pattern_plans, "PLANS_PATH", path)
    pattern_plans._saved.cache_clear()
    yield path
    pattern_plans._saved.cache_clear()


PLANTED = r"\bplanted (?:cue|clue)\b"


def _write(path: Path, python: str, code: str) -> None:
    # a wrong plan (a literal the pattern does not hold): read only where the file is current
    path.write_text(json.dumps({"python": python, "code": code, "word_start": {PLANTED: True},
                                "plans": [[PLANTED, False, None, "scanned", ["zzz"], False]]}))


def test_saved_plans_are_read_for_this_python_and_this_code(plans_file):
    _write(plans_file, pattern_plans.PYTHON, pattern_plans._code())
    assert pattern_plans.plan(PLANTED, False) == (PLANTED, "scanned", frozenset({"zzz"}), False)
    assert pattern_plans.word_start(PLANTED) == rf"\b(?:{PLANTED})"


@pytest.mark.parametrize("python, code", [("2.7", None), (None, "0" * 16)])
def test_plans_saved_by_other_code_or_another_python_are_not_read(plans_file, python, code):
    _write(plans_file, python or pattern_plans.PYTHON, code or pattern_plans._code())
    assert pattern_plans.plan(PLANTED, False) == pattern_plans.analysed(PLANTED, False)
    assert pattern_plans.plan(PLANTED, False)[1:3] == ("anchored", frozenset({"planted cue", "planted clue"}))
    assert pattern_plans.word_start(PLANTED) == PLANTED


def test_a_broken_or_missing_file_costs_time_only(plans_file):
    assert pattern_plans.plan(PLANTED, True) == pattern_plans.analysed(PLANTED, True)
    plans_file.write_text("{")
    pattern_plans._saved.cache_clear()
    assert pattern_plans.plan(PLANTED, True) == pattern_plans.analysed(PLANTED, True)


def test_unit_tfidf_is_scikit_learns_bit_for_bit():
    # rows of up to 600 entries and weights of every size: a sum taken in another order
    # (pairwise, as numpy's reductions do) differs in the last bit of some rows
    import scipy.sparse as sp
    from sklearn.feature_extraction.text import TfidfTransformer

    rng = np.random.default_rng(7)
    n_texts, n_words = 300, 2000
    lengths = rng.integers(0, 600, n_texts)
    lengths[[3, 50]] = 0
    row = np.repeat(np.arange(n_texts), lengths)
    column = rng.integers(0, n_words, row.size)
    idf = np.exp(rng.normal(1.0, 1.5, n_words))
    ours = unit_tfidf(row, column, n_texts, idf)
    pairs, counts = np.unique(row * n_words + column, return_counts=True)
    counted = sp.csr_array((counts.astype(np.float64), (pairs % n_words).astype(np.int32),
                            np.searchsorted(pairs, np.arange(n_texts + 1) * n_words)),
                           shape=(n_texts, n_words))
    tfidf = TfidfTransformer(sublinear_tf=True)
    tfidf.idf_ = idf
    theirs = tfidf.transform(counted)
    assert ours.shape == theirs.shape and ours.nnz == theirs.nnz > 50_000
    assert (ours.indptr == theirs.indptr).all() and (ours.indices == theirs.indices).all()
    assert (ours.data == theirs.data).all()


# the patterns' saved code (perf58): what runs is what re.compile makes, only sooner

def test_every_saved_pattern_is_what_re_compile_makes():
    # Pattern.__eq__ compares the pattern, the flags and the engine's code
    from analysis.paper_types import patterncode

    saved = patterncode._saved()
    assert len(saved) > 500  # the runs and the gates of the typing model
    assert all(patterncode.compiled(p) == re.compile(p) for p in saved)
    assert patterncode.fresh_row(PLANTED)[5] != patterncode.fresh_row(PLANTED + "s")[5]


def test_the_typing_start_up_compiles_few_cue_patterns():
    # 889 compilations before the code was saved (the runs and the gates 584 of them), 305 now
    # (the modules it imports, the patterns outside the matcher)
    out = _python("import re._compiler as c\n"
                  "calls = []\n"
                  "real = c.compile\n"
                  "c.compile = lambda p, flags=0: calls.append(p) or real(p, flags)\n"
                  "from analysis.paper_types import model\n"
                  "model.shipped_model()\n"
                  "print(len(calls))")
    assert int(out) < 400


@pytest.fixture
def code_file(tmp_path, monkeypatch):
    from analysis.paper_types import patterncode

    path = tmp_path / "code.json"
    monkeypatch.setattr(patterncode, "CODE_PATH", path)
    patterncode._saved.cache_clear()
    yield path
    patterncode._saved.cache_clear()


def _write_code(path: Path, engine: str, code: list[int]) -> None:
    # the planted pattern saved with another pattern's code ("planted cues?"): read only
    # where the file is this engine's
    from analysis.paper_types import patterncode

    row = patterncode.fresh_row(PLANTED)
    path.write_text(json.dumps({"engine": engine, "patterns": [[*row[:5], code]]}))


def test_saved_code_is_read_for_this_engine_only(code_file):
    from analysis.paper_types import patterncode

    other = patterncode.fresh_row(r"\bplanted cues?\b")[5]
    _write_code(code_file, patterncode.ENGINE, other)
    assert patterncode.compiled(PLANTED).search("a planted cues") is not None  # the file's
    for engine in ("3.10 sre 20171005", "2.7"):
        _write_code(code_file, engine, other)
        patterncode._saved.cache_clear()
        assert patterncode.compiled(PLANTED) == re.compile(PLANTED)


def test_broken_or_refused_code_costs_time_only(code_file):
    from analysis.paper_types import patterncode

    _write_code(code_file, patterncode.ENGINE, [99999, 1, 2])  # the engine refuses it
    assert patterncode.compiled(PLANTED) == re.compile(PLANTED)
    code_file.write_text("{")
    patterncode._saved.cache_clear()
    assert patterncode.compiled(PLANTED) == re.compile(PLANTED)
