"""Where the real corpora live, and what to do when they are missing.

Tests on real data must run in CI: with CI=true a missing corpus fails the test
instead of skipping it, so a green CI always means the real data was read.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPORA = Path(os.environ.get("PAPER_TRENDS_CORPORA", ROOT.parent / "shared" / "corpora" / "papercopilot"))
SEEDS = ROOT / "seeds"


def corpora_root() -> Path:
    """The PaperCopilot corpora folder; fails under CI and skips elsewhere when absent."""
    if CORPORA.is_dir():
        return CORPORA
    message = f"real corpora not found at {CORPORA} (set PAPER_TRENDS_CORPORA)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message)
    pytest.skip(message)
