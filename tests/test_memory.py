"""Freed heap pages handed back to the OS (analysis.memory), and nothing else changed."""

from __future__ import annotations

import pytest

import analysis.memory as memory


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def test_pages_returned_yields_the_items_and_returns_pages_between_them(monkeypatch):
    calls = []
    monkeypatch.setattr(memory, "return_free_pages", lambda: calls.append(len(calls)) or True)
    seen = []
    for item in memory.pages_returned(iter("abc")):
        seen.append((item, len(calls)))
    assert seen == [("a", 0), ("b", 1), ("c", 2)]  # after each item is used, before the next
    assert len(calls) == 3


@pytest.mark.skipif(memory._libc() is None, reason="no malloc_trim in this C library")
def test_free_pages_between_live_blocks_are_handed_back():
    """Blocks under the mmap threshold live in the heap: freeing all but every tenth one
    leaves ~180 MB free between live blocks, resident until handed back."""
    memory.return_free_pages()
    blocks = [b"x" * 100_000 for _ in range(2_000)]  # 200 MB, written
    kept = blocks[::10]
    del blocks
    before = _rss_mb()
    assert memory.return_free_pages() is True
    assert before - _rss_mb() > 100
    assert all(len(b) == 100_000 for b in kept)


@pytest.fixture
def nothing_frozen():
    """An earlier test's app froze what it served (dashboard.app), and a freeze lasts for the
    process: start these tests with nothing frozen, and freeze again after if it was."""
    import gc

    was = gc.get_freeze_count()
    gc.unfreeze()
    yield
    if was:
        gc.freeze()


def test_an_analysis_runs_with_the_objects_alive_at_its_start_frozen(nothing_frozen):
    # the collector's full passes skip the modules (perf58); unfrozen after, and garbage
    # made during the analysis is still collected
    import gc
    import weakref

    from analysis.pipeline import analyze

    class Cycle:
        pass

    seen = {}

    def meanwhile(_):
        seen["frozen"] = gc.get_freeze_count()
        made = Cycle()
        made.me = made  # a reference cycle made during the analysis
        cycle = weakref.ref(made)
        del made
        gc.collect()
        # not gc.collect()'s count: on Python 3.11+ the instance's __dict__ is no object of
        # its own, so the count was >= 2 only with other garbage about (scale68)
        seen["collected"] = cycle() is None

    assert gc.get_freeze_count() == 0
    analyze(meanwhile=meanwhile)
    assert seen["frozen"] > 10_000 and seen["collected"]
    assert gc.get_freeze_count() == 0


def test_a_frozen_block_inside_another_leaves_the_outer_frozen(nothing_frozen):
    import gc

    with memory.long_lived_frozen():
        assert gc.get_freeze_count() > 10_000
        with memory.long_lived_frozen():
            pass
        # still frozen (an unfreeze empties the set); not "equal": a frozen object freed by
        # reference counting leaves it (970,408 -> 970,407 in one full run)
        assert gc.get_freeze_count() > 10_000
    assert gc.get_freeze_count() == 0
