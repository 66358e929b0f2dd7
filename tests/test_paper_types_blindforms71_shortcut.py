"""blindforms71.not_own runs at every cue the matcher finds, so it first asks whether a
look-alike could cover the cue at all ("prov" at or before it, "evaluations" in the window)
before its scans (session 71: those scans at every cue cost about a fifth of typing).  The
shortcut must never change a note: checked here against the unshortened reading, cue by
cue, on planted sentences whose look-alikes sit at the window's edges and on real
abstracts of the shared corpora."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analysis.paper_types import blindforms71 as b71
from analysis.paper_types import bothfp68, senses73
from analysis.paper_types import proving as prv

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "papercopilot"
#: words the cue patterns fire on, on both sides (a superset is fine: each is one cue)
_CUE = re.compile(r"\b(?:prov\w*|theorem|bounds?|evaluat\w*|experiments?|results|show\w*)\b")


def _full(side: str, low: str, m: re.Match, starts: list[int], sent: int) -> str:
    """The reading without the shortcut (blindforms71 as label71 wrote it, with session 73's
    senses73 read first beside bothfp68)."""
    start, end, sentence = m.start(), m.end(), starts[sent]
    if note := bothfp68.not_own(side, low, start, end, sentence) or senses73.not_own(
            side, low, start, end, sentence):
        return note
    if side == "theory" and prv.run_outcome(low, m, starts, sent):
        return ""
    looks, note = ((b71._PROOF_LOOKS, "'prove' as a run's outcome") if side == "theory" else
                   (b71._RUN_LOOKS, "a function's evaluations, no run"))
    lo = max(sentence, start - b71._REACH)
    for pat in looks:
        for hit in pat.finditer(low, lo, min(len(low), end + b71._REACH)):
            if hit.start() <= start < hit.end():
                return note
    return ""


def _notes(low: str) -> list[tuple[str, str, str]]:
    starts = [0] + [s.end() for s in re.finditer(r"\.\s+", low)]
    out = []
    for m in _CUE.finditer(low):
        sent = max(i for i, s in enumerate(starts) if s <= m.start())
        for side in ("theory", "empirical"):
            out.append((side, b71.not_own(side, low, m, starts, sent),
                        _full(side, low, m, starts, sent)))
    return out


PLANTED = [
    "the trials prove the effectiveness of our planner on a real robot.",
    "we prove the effectiveness of the bound.",  # a proof: no look-alike
    "the controller is proving very useful in practice, proven fast enough for real time.",
    "the method needs few gradient evaluations and evaluations of the objective function.",
    "evaluations of the likelihood are costly; we prove a bound on their number.",
    "experiments " + "x " * 38 + "prove the efficiency of our method.",  # "prov" at the edge
    "the results of our evaluation of motor functions prove its usefulness.",
    "function evaluations" + " y" * 39 + " show the rate.",
]


@pytest.mark.parametrize("text", PLANTED)
def test_the_shortcut_gives_every_cue_the_note_of_the_full_reading(text: str) -> None:
    notes = _notes(text)
    assert notes, text
    for side, got, want in notes:
        assert got == want, (side, text)


def test_the_planted_look_alikes_are_still_read() -> None:
    """The shortcut keeps the notes that matter (not only ""): each form is found."""
    got = {n for text in PLANTED for _, n, _ in _notes(text)}
    assert "'prove' as a run's outcome" in got or "a function's evaluations, no run" in got
    assert "a function's evaluations, no run" in got


@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpora not here")
def test_the_shortcut_matches_the_full_reading_on_real_abstracts() -> None:
    texts = []
    for name in ("icml/icml2019.json", "colt/colt2019.json", "nips/nips2018.json"):
        path = CORPUS / name
        if path.exists():
            texts += [r.get("abstract") or "" for r in json.loads(path.read_text())[:400]]
    texts = [t.lower() for t in texts if "prov" in t.lower() or "evaluations" in t.lower()]
    assert len(texts) > 100
    checked = 0
    for low in texts:
        for side, got, want in _notes(low):
            assert got == want, (side, low[:200])
            checked += 1
    assert checked > 1000
