"""Empirical words of a theory paper's setting, not a run of its own (issue 14, session 68).

``bench/paper_types/theory_missed_w68.csv`` lists every gold-``theory`` dev and blind dev
abstract read otherwise at b9db9c9 (89 rows; committed before any rule here), with the
empirical phrases that fired.  Two of its causes that turn a theory paper ``both`` have a
general form, each a lexicon cue read in the sentence that holds it:

* **the field's observation, or a bound's term, told with "empirical(ly)"** (cause F, five
  rows, four sets; three rows on three sets read here): "existing analyses ...
  suggest a O(1/sqrt n) convergence for regret, empirical behavior exhibits much faster
  convergence" (dev4 colt2021:18f9cec986), "empirically, we often see a benign overfitting
  phenomenon" (dev5 colt2021:042c4d622d), "a tradeoff between empirical performance and
  the KL-divergence of the posterior from the prior" (dev2 aistats2009:d8880095a3).  The
  lexicon's "empirical evidence / behaviour / ..." and "empirically" (weights 3.0 and 2.5)
  read each as the paper's own run.  Read here as no run (:class:`FieldObservation`):

  - a general noun ("empirical evidence / behaviour / observations / findings / success")
    reporting with a hedge ("suggests / indicates / exhibits", three words between at most)
    where it is set against something (a contrast before it in its sentence: "while",
    "however", "yet", "although" ...) or told before the authors first speak (the
    background, as :mod:`.attribution` reads it), or with any verb of showing after a
    qualifier of the field's ("recent / growing / ample / overwhelming ... empirical
    evidence shows"); never in a sentence that names work of the authors' ("we", "our",
    "the proposed", "this paper": the attribution rule's own marker) or a result the paper
    gives ("is provided / given / reported / presented"), nor "this / these / our / such
    ... empirical evidence" (the paper's runs).  Read on the 63 corpus sentences a first,
    wider version held (nouns "studies / study / practice" too, any verb of showing, no
    contrast or background needed), "Empirical studies show that context refinement yields
    substantial improvements", "Empirical evidence shows that the new approach outperforms
    state of the art methods" and a bare "Empirical evidence suggests that the benefit of
    the 3DOF search outweighs the cost" after the authors' own method are a paper's runs;
    the 17 this version holds in both corpora were all read as the field's or a bound's ("Recent empirical
    evidence indicates that many machine learning applications involve heavy-tailed
    gradient noise", "However, empirical evidence suggests that the convergence of SGD with
    heavy ball may slow down").  dev4 colt2023:e493388be8's bare "Empirical evidence
    suggests" after "We focus on the class of ... functions" is left (the authors have
    spoken, and no contrast is told);
  - "empirically, we / one often (typically, usually, commonly ...) see / observe / find":
    a habit of the field told in the first person of the community, not a run;
  - the empirical side of a bound's trade-off: "a trade-off / balance between empirical
    performance (risk, error, loss, fit) and ...": a term of the bound.

* **the model's aim read as data** (cause M1, three rows, three sets; the guard reads two,
  the third, alt2025:qbktUD8REC, "better models the realistic scenario where synthetic
  data is needed", holds "synthetic data" and "baseline" too): "To more accurately model
  real systems we consider a class of networks" (dev2 colt2014:6b4c8fc621), "to model
  complicated real problems, we want to deal with multiple factors" (dev10
  acml2021:bc0112ddf7).  The lexicon's "real systems / problems / scenarios / networks /
  graphs" (2.5) reads a run on real instances; after the verb "model" ("to / can / better /
  accurately ... model", two words between at most) it is what a model is for
  (:class:`ModelledAim`).  Not real data, data sets, examples, images, signals or
  instances: "to model real-world data sets" fits data, a run.

Each is registered with :func:`.proof_guard.also_guard` on the lexicon's pattern, as
:mod:`.advances` does: a match it holds counts nothing for the rules, the evidence and the
allowed labels (``model.allowed``), and keeps its weight as fitted (``Cue.fitted``), so the
shipped model's features do not move.  The note :mod:`.cues` writes for such a match is its
shared one ("a proved claim, no run").  Every look-behind is bounded (at most
:data:`.proof_guard.REACH` characters of the match's sentence, :data:`_AFTER` after it,
:data:`_SENTENCE_REACH` of the sentence for the authors' own word, once per sentence; the
authors' first word is searched once per text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from analysis.paper_types import (
    lexicon,
    theory_words,  # noqa: F401  (its guard on the 'real systems' cue is registered first: also_guard adds to it)
)
from analysis.paper_types.proof_guard import REACH, Reading, also_guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: characters after the match read for its verb or the end of a trade-off
_AFTER = 80
_FIELD_NOUN = re.compile(r"empirical (?:evidence|behaviou?r|observations?|findings?|success(?:es)?)$")
# a hedged report of the field ("suggests", "indicates", "exhibits"); "shows / demonstrates"
# only after a qualifier of the field's ("recent / growing / ample ... evidence shows"): "Empirical
# evidence shows that the new approach outperforms state of the art methods" is a paper's run
_HEDGED = re.compile(r"(?: [\w-]+){0,3}? (?:suggests?|suggesting|indicates?|indicating|exhibits?)\b")
_REPORTS = re.compile(r"(?: [\w-]+){0,3}? (?:suggests?|suggesting|indicates?|indicating|exhibits?|shows?|showing|reveals?|demonstrates?|has shown|have shown|points? to)\b")
_QUALIFIED = re.compile(r"\b(?:recent|growing|ample|overwhelming|increasing|mounting|considerable|abundant|accumulating|past|prior|previous|existing) $")
# "this / these / our / such empirical evidence" refers to the paper's own runs
_DETERMINED = re.compile(r"\b(?:this|these|our|such|the present|the following|further|additional|new) (?:[\w-]+ )?$")
# the authors' own work in the sentence (attribution's _OWN), or a result the paper gives
_OWN = re.compile(r"\b(?:we|our|us|the proposed|this (?:paper|work|article|note|study|thesis|letter))\b"
                  r"|\b(?:is|are) (?:also )?(?:provided|given|reported|presented|included)\b")
_CONTRAST = re.compile(r"\b(?:while|whilst|although|though|however|yet|but|despite|whereas|nevertheless|nonetheless)\b")
#: the authors speaking (attribution's background rule: the sentences before it set the scene)
_AUTHORS = re.compile(r"\b(?:we|our|us|this (?:paper|work|article|note|study|thesis|letter))\b")
_HABIT = re.compile(r",? (?:we|one|practitioners|people) (?:very )?(?:often|typically|usually|commonly|frequently|generally|routinely) (?:see|observe|find|notice|encounter)\b")
_TRADE = re.compile(r"\b(?:trade-?off|balance|compromise) between $")
_TERM = re.compile(r"empirical (?:performance|risk|error|loss|fit|accuracy)$")
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)")


def _sentence_after(low: str, end: int, reach: int = _AFTER) -> str:
    """At most ``reach`` characters after ``end``, up to the sentence's end."""
    after = low[end:end + reach]
    stop = _SENTENCE_END.search(after)
    return after[:stop.start()] if stop else after


#: characters of a sentence, from its start, read for the authors' own work
_SENTENCE_REACH = 1000


@lru_cache(maxsize=32)
def _owned(low: str, sentence: int) -> bool:
    """Whether the sentence starting at ``sentence`` (its first :data:`_SENTENCE_REACH`
    characters) names the authors' own work or a result the paper gives; once per sentence
    (a sentence of many matches is read once)."""
    return _OWN.search(_sentence_after(low, sentence, _SENTENCE_REACH)) is not None


@lru_cache(maxsize=32)
def _authors_speak(low: str) -> int:
    """Where the authors first speak (:data:`_AUTHORS`) in ``low`` (its length if never):
    once per text, so that the background test of every match costs nothing more."""
    first = _AUTHORS.search(low)
    return first.start() if first else len(low)


@dataclass(frozen=True)
class FieldObservation:
    """An "empirical(ly)" match that tells the field's observation or a bound's term."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        match = low[start:end]
        after = _sentence_after(low, end)
        if match == "empirically":
            return _HABIT.match(after) is not None
        before = low[max(sentence, start - 40):start]
        if _TERM.search(match) and _TRADE.search(before):
            return after.startswith(" and ")
        if _FIELD_NOUN.search(match) is None or _DETERMINED.search(before):
            return False
        if _owned(low, sentence):
            return False
        if _QUALIFIED.search(before):
            return _REPORTS.match(after) is not None
        # a bare hedged report: the field's when set against something (a contrast before it
        # in its sentence) or told before the authors first speak (the background)
        return _HEDGED.match(after) is not None and (
            _CONTRAST.search(low, max(sentence, start - REACH), start) is not None
            or _authors_speak(low) >= sentence)


#: the verb "model" right before the match, two words between at most
_MODEL_VERB = re.compile(r"\b(?:to|can|could|better|accurately|faithfully|realistically|closely|able to) model(?:s|ling|ing)? (?:[\w-]+ ){0,2}$")
_MODELLED = re.compile(r"\breal (?:systems|problems|scenarios|networks|graphs)$")


@dataclass(frozen=True)
class ModelledAim:
    """A "real systems / problems ..." match that is what a model is for: "to model real systems"."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        return (_MODELLED.search(low[start:end]) is not None
                and _MODEL_VERB.search(low[max(sentence, start - 60):start]) is not None)


FIELD = FieldObservation()
MODELLED = ModelledAim()


def _picked(fragment: str) -> str:
    """The one lexicon empirical pattern starting with ``fragment``."""
    found = [p for p, _ in lexicon.EMPIRICAL if p.startswith(fragment)]
    if len(found) != 1:  # (not an assert: `python -O` would skip it)
        raise ValueError(f"types68: {fragment!r} picks {len(found)} patterns, not one")
    return found[0]


#: what this module guards: (pattern, guard) (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [
    (_picked(r"\bempirical (?:results?|evidence"), FIELD),
    (_picked(r"\bempirically\b"), FIELD),
    (_picked(r"\b(?:real[- ]world|real|synthetic|simulated|artificial) (?:and (?:real"), MODELLED),
]
for _p, _how in GUARDED:
    also_guard([_p], _how)
