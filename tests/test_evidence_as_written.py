"""The deciding fragment is shown as the abstract writes it (issue 14), labels unchanged.

Cues are found in the cleaned abstract, which drops maths; the evidence fragment is the
same span of the abstract as written (analysis/paper_types/fragments.py), through an
offset map of cleaning (analysis/text/origins.py), or the cleaned fragment where the
mapping is not certain or would not be a fragment any more.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.classify import classify_papers, classify_text, decide_with_model
from analysis.paper_types.fragments import as_written
from analysis.paper_types.model import notation
from analysis.paper_types.rules import score_text, side_evidence
from analysis.text.clean import clean_text
from analysis.text.origins import cleaned_with_origins, origin

REGRET = (r"We study online learning with bandit feedback. We prove that our algorithm "
          r"achieves $\tilde O(\sqrt T)$ regret, which is minimax optimal.")


def typed(original: str, title: str = "") -> tuple[str, str, float]:
    """(label, evidence, confidence) as the pipeline types the paper: its cleaned text,
    title and the abstract as written."""
    return classify_text(clean_text(original), clean_text(title), original)


def test_the_fragment_holds_the_maths_as_written():
    label, evidence, _ = typed(REGRET)
    assert label == "theory"
    assert r"achieves $\tilde O(\sqrt T)$ regret, which is minimax optimal" in evidence
    assert "O T regret" not in evidence


def test_the_label_and_confidence_are_those_of_the_cleaned_text():
    text = REGRET + " Experiments on ImageNet confirm the bound."
    # the same paper scored without its original: the fragment as cleaned
    as_cleaned = decide_with_model(score_text(clean_text(text)), formal_notation=notation(text))
    as_shown = typed(text)
    assert as_shown[0] == as_cleaned[0] == "both" and as_shown[2] == as_cleaned[2]
    assert "O T regret" in as_cleaned[1] and r"$\tilde O(\sqrt T)$" in as_shown[1]


@pytest.mark.parametrize(("original", "written"), [
    # a formula at the fragment's edge is shown whole, not cut
    (r"We prove that the estimator attains the rate $n^{-2s/(2s+d)}$. Nothing else.",
     r"We prove that the estimator attains the rate $n^{-2s/(2s+d)}$."),
    (r"We establish that \emph{every} stable learner generalizes, a minimax optimal bound.",
     r"We establish that \emph{every} stable learner generalizes"),
    (r"We prove that the error is at most \epsilon\sqrt{n} for any sample.",
     r"We prove that the error is at most \epsilon\sqrt{n} for any sample."),
])
def test_maths_and_commands_are_shown_as_written(original, written):
    assert written in typed(original)[1]


def test_pdf_debris_stays_repaired_around_the_maths():
    """A line-break hyphen, a (cid:N) glyph id, a ligature, an HTML entity: never what the
    author wrote (analysis.text.clean.without_debris), so shown repaired as cleaning
    repairs them; the maths beside them as written."""
    original = ("Our theoretical analysis shows the method con- verges e(cid:173) ven with noise "
                "&amp; drift at rate $O(1/\\sqrt{n})$ to a \ufb01xed point.")
    # (the debris before the maths: wave 55's "theoretical analysis shows" fragment may end
    # at the sentence's last clause)
    assert ("Our theoretical analysis shows the method converges even with noise & drift at "
            "rate $O(1/\\sqrt{n})$") in typed(original)[1]
    # without maths the cleaned fragment is the repaired abstract: shown as it is
    plain = "Our theoretical analysis shows the method con- verges to a \ufb01xed point."
    assert "the method converges to a fixed point." in typed(plain)[1]


def test_the_fragment_in_the_papers_table_is_as_written():
    """classify_papers, as the pipeline calls it (text is "title. abstract")."""
    title = "Bandits with Long Memory"
    text = f"{clean_text(title)}. {clean_text(REGRET)}"
    out = classify_papers([text], [title], [REGRET], workers=1)
    assert r"$\tilde O(\sqrt T)$" in out["paper_type_evidence"][0]


def test_a_passage_read_as_maths_falls_back_to_the_cleaned_fragment():
    """A price's "$" pairs with a later one: the cleaned text reads the passage between as
    maths, so the cue's span as written would be a paragraph; the cleaned one is shown."""
    filler = " ".join(f"word{k}" for k in range(60))
    original = (f"It costs $5 to run. {filler}. We prove that the bound is tight and the "
                f"regret is optimal, for $10 a run.")
    evidence = typed(original)[1]
    assert "$" not in evidence and "We prove that the bound is tight" in evidence


def test_an_unmapped_text_falls_back():
    """A cleaned text that is not the original's cleaning (another abstract, a cleaning
    this module does not retrace): the span is not mapped."""
    cleaned = clean_text(REGRET)
    a = cleaned.index("achieves")
    b = cleaned.index("regret,") + len("regret")
    assert as_written(cleaned, a, b, REGRET) == r"achieves $\tilde O(\sqrt T)$ regret"
    other = REGRET.replace("bandit", "full-information")
    assert as_written(cleaned, a, b, other) is None
    assert as_written("x" + cleaned, a + 1, b + 1, REGRET) is None


def test_the_choice_of_phrases_is_made_on_the_cleaned_text():
    """``both`` from one sentence: the empirical side, whose fragment the theory side's
    fragment holds, shows its phrase alone, as when the fragments were shown as cleaned
    (compared as written, the theory side would not hold it and it would be read twice)."""
    original = (r"We prove $O(\sqrt{T})$ regret bounds both theoretically and empirically "
                r"on Atari games.")
    label, evidence, _ = typed(original)
    assert label == "both"
    assert evidence == (r"We prove $O(\sqrt{T})$ regret bounds both theoretically and "
                        r"empirically on Atari games. | both theoretically and empirically; Atari")
    scored = score_text(clean_text(original), "", original)
    assert r"$O(\sqrt{T})$" in side_evidence(scored.cues, "theory", original=original)


@pytest.mark.parametrize("original", [
    REGRET,
    "Plain prose with  two spaces,\u2028a line separator and a ligature: e\ufb03cient.",
    "A URL https://example.org/x, an entity &amp; and a (cid:173) soft hyphen.",
    r"Font \textbf{\emph{nested}} and Greek $\alpha$-divergence with \% and $$x^2$$ display.",
    "**Bold** and __under__ with ~3 times and {braces}.",
])
def test_the_retraced_cleaning_is_clean_text_and_maps_each_character(original):
    traced = cleaned_with_origins(original)
    assert traced[0] == clean_text(original)
    spans = [origin(traced, k, k) for k in range(len(traced[0]))]
    assert all(0 <= s < e <= len(original) for s, e in spans)
    assert [s for s, _ in spans] == sorted(s for s, _ in spans)
    assert [e for _, e in spans] == sorted(e for _, e in spans)
    # a letter kept as it is comes from itself
    assert all(original[s:e] == ch for ch, (s, e) in zip(traced[0], spans, strict=True)
               if e - s == 1 and ch.isalpha() and original[s].isalpha())


def test_the_phrases_beside_the_fragment_are_shown_as_written():
    """The later phrases of a side, and those that did not count, are spans of the cleaned
    text too ("epsilon-optimal" for "$\\epsilon$-optimal"): shown as written."""
    original = (r"We study reinforcement learning. We prove a regret bound for our algorithm, "
                r"which is minimax optimal. It finds an $\epsilon$-optimal policy and a "
                r"$2$-approximation with 99.5\% accuracy.")
    theory = typed(original)[1].split(" | ")[0]
    assert theory.endswith(r"; $2$-approximation; $\epsilon$-optimal")
    negated = r"Our method improves accuracy on ImageNet. We do not prove any $\epsilon$-optimal guarantee."
    assert r"$\epsilon$-optimal (negated by 'not')" in typed(negated)[1]


def test_the_retraced_cleaning_is_clean_text_on_real_abstracts():
    """The offset map repeats ``clean_text``'s steps: on every abstract of COLT 2011-2024
    (the real corpora's richest in maths) it gives the same text, or a change to cleaning
    was not mirrored (the evidence would fall back to the cleaned fragment)."""
    import json

    from tests.data_paths import corpora_root

    abstracts = [str(r.get("abstract") or "")
                 for f in sorted((corpora_root() / "colt").glob("colt*.json"))
                 for r in json.loads(f.read_text(encoding="utf-8"))]
    assert len(abstracts) > 1000
    differ = [a[:80] for a in abstracts if cleaned_with_origins(a)[0] != clean_text(a)]
    assert differ == []
