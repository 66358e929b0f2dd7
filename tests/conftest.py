"""Shared fixtures: analysed corpora, and the dashboard served for Playwright.

Browser tests drive Debian's Chromium (/usr/bin/chromium, or $PAPER_TRENDS_CHROMIUM)
through pytest-playwright; never run ``playwright install`` (it downloads a browser).
The app runs in a werkzeug thread on 127.0.0.1; host resolution outside loopback is
disabled, so any request to the internet fails loudly.
"""

from __future__ import annotations

import atexit
import importlib
import json
import os
import random
import shutil
import sys
import tempfile
import threading
from pathlib import Path

import pytest

# Saved analyses made by tests (serve PATH...) go to a temporary cache, never the user's.
os.environ["PAPER_TRENDS_CACHE"] = tempfile.mkdtemp(prefix="paper-trends-test-cache-")
atexit.register(shutil.rmtree, os.environ["PAPER_TRENDS_CACHE"], True)

CHROMIUM = os.environ.get("PAPER_TRENDS_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(autouse=True, scope="session")
def _no_user_corrections(tmp_path_factory):
    """Paper-type corrections of the tests go to a temporary home, never the user's."""
    old = os.environ.get("PAPER_TRENDS_HOME")
    os.environ["PAPER_TRENDS_HOME"] = str(tmp_path_factory.mktemp("home"))
    yield
    if old is None:
        os.environ.pop("PAPER_TRENDS_HOME", None)
    else:
        os.environ["PAPER_TRENDS_HOME"] = old


class _Scripts:
    """The scripts of one bench folder as attributes: ``paper_bench.train`` imports
    bench/paper_types/train.py on first use.  The scripts import their neighbours as
    top-level modules (``import evaluate``), so the folder is on ``sys.path`` for the import
    only; later uses find the module in ``sys.modules``."""

    def __init__(self, folder: Path):
        self._folder = str(folder)

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        sys.path.insert(0, self._folder)
        try:
            return importlib.import_module(name)
        finally:
            sys.path.remove(self._folder)


_BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.fixture(scope="session")
def bench():
    """bench/'s scripts (``bench.interaction``: the page's callbacks driven as Dash does)."""
    return _Scripts(_BENCH)


@pytest.fixture(scope="session")
def paper_bench():
    """bench/paper_types's scripts (train, evaluate, cv_round9, ...), for tests of the bench."""
    return _Scripts(_BENCH / "paper_types")


OFFLINE_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]

# A planted corpus: three themes over three years at two venues.  Diffusion rises, kernels
# fall; bandit papers prove things, diffusion and graph papers run experiments.
_THEMES = {
    "diffusion": (
        ["Score-based diffusion models for {x}", "Faster sampling of diffusion models for {x}",
         "Denoising diffusion priors for {x}"],
        "We propose a denoising diffusion model for {x}. The score network is trained with "
        "score matching and sampled with a stochastic differential equation solver. "
        "Experiments on image generation benchmarks show that our diffusion model improves "
        "sample quality and outperforms generative adversarial networks on {x}.",
        ["images", "audio", "video", "molecules", "text", "point clouds"],
    ),
    "bandits": (
        ["Regret bounds for {x} bandits", "Optimal regret in {x} bandits",
         "A minimax lower bound for {x} bandits"],
        "We study the {x} multi-armed bandit problem. We prove a regret bound of order square "
        "root of T and a matching lower bound, showing that our algorithm is minimax optimal. "
        "Our analysis relies on a new concentration inequality for the regret of {x} bandits.",
        ["contextual", "linear", "adversarial", "dueling", "combinatorial", "restless"],
    ),
    "graphs": (
        ["Graph neural networks for {x}", "Message passing on {x} graphs",
         "Scalable graph neural networks for {x}"],
        "Graph neural networks learn node representations by message passing over {x} graphs. "
        "We introduce a graph neural network architecture for {x} and evaluate it on node "
        "classification benchmarks, where it achieves state-of-the-art accuracy on {x} "
        "datasets in extensive experiments.",
        ["citation", "molecular", "social", "knowledge", "traffic", "protein"],
    ),
    "kernels": (
        ["Kernel methods for {x}", "Random features for {x} kernels",
         "Kernel ridge regression with {x}"],
        "Kernel methods map data into a reproducing kernel Hilbert space. We analyse kernel "
        "ridge regression with {x} and prove generalization bounds for kernel ridge "
        "regression. "
        "We also run experiments on {x} benchmarks that confirm the theory.",
        ["sparse data", "streaming data", "graphs", "time series", "missing values", "images"],
    ),
}
# papers per (theme, year): diffusion rises, kernels fall
_PLAN = {"diffusion": (12, 30, 54), "bandits": (24, 24, 24), "graphs": (24, 30, 30),
         "kernels": (42, 24, 12)}
YEARS = (2019, 2020, 2021)


def write_planted_corpus(path) -> int:
    """Write the planted corpus as JSON Lines; returns the number of papers."""
    rng = random.Random(0)
    n = 0
    with open(path, "w", encoding="utf-8") as fh:
        for theme, per_year in _PLAN.items():
            titles, abstract, subjects = _THEMES[theme]
            for year, count in zip(YEARS, per_year, strict=True):
                for i in range(count):
                    x = subjects[(i + year) % len(subjects)]
                    venue = "COLT" if theme in ("bandits", "kernels") and i % 2 else "ICML"
                    title = titles[i % len(titles)].format(x=x) + f" ({year}-{i})"
                    if n == 7:
                        title = "=HYPERLINK(\"http://evil.example\") " + title
                    fh.write(json.dumps({
                        "id": f"{theme}-{year}-{i}", "title": title,
                        "abstract": abstract.format(x=x) + f" Code {rng.randint(1, 10**6)}.",
                        "venue": venue, "year": year,
                        "authors": "Ada Lovelace; Alan Turing",
                        "url": f"https://example.org/{theme}/{year}/{i}",
                        "status": "Reject" if i % 5 == 0 else "Oral" if i % 7 == 0 else "Poster",
                    }) + "\n")
                    n += 1
    return n


@pytest.fixture(scope="session")
def seeds_analysis():
    from analysis.pipeline import analyze

    return analyze()


@pytest.fixture(scope="session")
def review_analysis(seeds_analysis):
    """The seeds with their three least confident paper types planted in the uncertain band
    (confidences 0.7, 0.6, 0.5 in paper order): the review list's content and order are then
    known whatever the shipped model says about the 57 seeds (one uncertain since round 5)."""
    import dataclasses

    papers = seeds_analysis.papers.copy()
    rows = papers["paper_type_confidence"].to_numpy().argsort(kind="stable")[:3]
    rows.sort()
    papers.loc[papers.index[rows], "paper_type_confidence"] = [0.7, 0.6, 0.5]
    papers.loc[papers.index[rows], "paper_type_band"] = "uncertain"
    return dataclasses.replace(seeds_analysis, papers=papers)


@pytest.fixture(scope="session")
def planted_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("planted") / "planted.jsonl"
    write_planted_corpus(path)
    return path


@pytest.fixture(scope="session")
def planted_analysis(planted_path):
    from analysis.pipeline import analyze

    return analyze([planted_path], n_topics=4)


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not shutil.which(CHROMIUM) and not os.path.exists(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": OFFLINE_FLAGS}


def _serve(app):
    from werkzeug.serving import make_server

    srv = make_server("127.0.0.1", 0, app.server, threaded=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    return srv, f"http://127.0.0.1:{srv.server_port}"


@pytest.fixture(scope="session")
def seeds_url(seeds_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(seeds_analysis))
    yield url
    srv.shutdown()


@pytest.fixture(scope="session")
def planted_url(planted_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(planted_analysis))
    yield url
    srv.shutdown()
