"""The planted theory abstract and the readings the paper-type cue tests share
(test_paper_types_apparatus, _wave37, _physical_experiments): one copy, so that a sentence
added to it is judged by every family's tests alike."""

from __future__ import annotations

from analysis.paper_types import apparatus as app
from analysis.paper_types import classify_text
from analysis.paper_types.cues import _CUES, find_cues
from analysis.paper_types.literals import at_word_start
from analysis.text import clean_text
from tests.test_paper_types import assert_gated_finds_every_match

# a proved result, no experiment: the classifier says theory
THEORY = ("We study distributed formation control of nonholonomic robots. We prove that the "
          "proposed controller converges to the desired formation and derive a bound on the "
          "convergence rate.")
# a theory paper's opening, to which a planted sentence is added (waves 59-61)
THEORY_FRAME = ("We study generalization in structured output prediction. We prove that the "
                "empirical risk minimizer is consistent and derive a bound on its excess risk.")


def label(text: str) -> tuple[str, str]:
    """The label and its evidence, as the analysis gives them."""
    kind, evidence, _ = classify_text(clean_text(text), "", text)
    return kind, evidence


def apparatus_counted(text: str) -> list[str]:
    """The phrases of apparatus cues (:data:`apparatus.EMPIRICAL`) that count as an
    experiment in ``text``, overlapped ones included."""
    scored = find_cues(clean_text(text))
    mine = {at_word_start(p) for p, _ in app.EMPIRICAL}
    return [c.shown() for c in scored.cues + scored.overlapped_experiments
            if _CUES.patterns[c.pattern].pattern in mine and c.weight > 0 and not c.note]


def assert_apparatus_found_where_searches_find(own: list[tuple[str, str]],
                                               not_experiments: list[str]) -> None:
    """Every apparatus pattern is found by the gated search wherever a plain search
    finds it, in the planted sentences (own experiments after :data:`THEORY`)."""
    texts = [clean_text(f"{THEORY} {s}").lower() for s, _ in own] + [
        clean_text(s).lower() for s in not_experiments]
    assert_gated_finds_every_match([at_word_start(p) for p, _ in app.EMPIRICAL], texts)


def assert_wired_as_unfitted_theory(forms: list[tuple[str, str]]) -> None:
    """``forms`` (a module's ``THEORY``) are in :data:`apparatus.THEORY`, read as the gate's
    unfitted forms (:data:`THEORISED`: they turn ``empirical`` into ``both``) and never as a
    theory label on their own (:data:`STANDALONE`): the wiring every such wave shares."""
    from analysis.paper_types import cues
    from analysis.paper_types.pattern_plans import word_start
    from analysis.paper_types.standalone import STANDALONE
    from analysis.paper_types.theorised_cues import THEORISED
    keys = {cues._key("theory", word_start(p)) for p, _ in forms}
    assert all(x in app.THEORY for x in forms)
    assert keys <= THEORISED
    assert not keys & STANDALONE
