"""Run words in a theory's sentence: compared with, foretold, shown by (issue 14, wave 46).

Waves 43-45 noticed experiment cues firing on theory sentences and left them alone; each is a
way a theory paper uses a run's words, never one paper's phrase:

* **competitiveness** ("the online algorithm is competitive with the optimal offline
  solution", "O(log n)-competitive with ...", "a strategy competitive with the best fixed
  distribution in hindsight"): the lexicon's bare "competitive with" (a fitted cue) against
  the optimum, the offline solution, the best in hindsight or the best possible, or after a
  ratio's hyphen, is a competitive analysis, a theorem (:data:`COMPETITIVE`).  Not "competitive
  with the best existing systems", "with an offline approach": rivals run;
* **an order of magnitude over analyses** ("an order of magnitude improvement over existing
  analyses"): a bound's improvement (the lexicon's cue already skips bounds, rates, regret,
  guarantees; :data:`ANALYSES`);
* **participants reporting values** ("participants are asked to report their values", in
  mechanism design): a model's agents reporting values, bids, types or costs, no people
  studied (:data:`REPORTING`; :mod:`.contests`' "participants were asked" reads the same
  objects in its pattern).  "Participants were asked to report their confidence" is a study;
* **a theory's prediction** ("Our theory predicts that the KL method outperforms linear
  combination in practical settings"): the bare "outperforms" and :mod:`.contests`'
  practical-settings cue after a theory's, an analysis' or a bound's "predicts" in their
  clause count nothing (:data:`PREDICTED`).  "Experiments confirm the prediction that ..."
  and "the results suggest" are runs (no theory's noun before "predicts"), as is a later
  clause ("...; experiments show that it outperforms");
* **an example of a bound** ("A real-world example demonstrates that greedy can be
  arbitrarily bad"): an example whose point is "arbitrarily bad / large", unbounded or
  tight is a (counter)example to a bound (:data:`COUNTEREXAMPLE`);
* **validation by proof** ("We validate the theory with a proof"): validated, tested or
  illustrated with a proof, a theorem or a derivation (:data:`BY_PROOF`).
* **a theorem's scope after a comparison** (wave 49; the lexicon's "compares / performs
  favorably, comparably, competitively" in :data:`COMPETITIVE`, apparatus' "compares favorably
  with" in :data:`SCOPED`): "compares favorably with existing methods for all n", "performs
  favorably to existing algorithms in terms of the number of oracle calls" (showings'
  ``NO_CLAIM_AFTER``), unless a run is named first; also "competitive with any / every offline
  policy", "participants privately report their types", "Our results predict that ...".

The lexicon's cues are fitted features whose name is a hash of their pattern, so they are not
rewritten (the model would lose them): each is read with a :class:`.proof_guard.Guard` that
looks right after the match (``after``), and counts nothing where it holds ("a proved claim,
no run").  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types import contests, lexicon
from analysis.paper_types.proof_guard import RIVAL, TIGHT_OR_UNBOUNDED, Guard, guard
from analysis.paper_types.showings import NO_CLAIM_AFTER

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_NEVER = re.compile(r"(?!)")


def _lexicon(start: str) -> list[str]:
    """The one lexicon pattern that starts with ``start`` (fails loudly if it moved)."""
    found = [p for p, _ in lexicon.EMPIRICAL if p.startswith(start)]
    assert len(found) == 1, f"the guarded lexicon cue moved: {start}"
    return found


#: after "competitive with": the optimum, the offline solution, the best in hindsight or possible;
#: or "competitive" after a ratio's hyphen ("O(log n)-competitive with")
class _Ratio(Guard):
    """Also "competitive" right after a ratio's hyphen ("O(log n)-competitive", "2-competitive
    with"); not another word of the cue after a hyphen ("human-comparable performance",
    "SOTA-competitive performance")."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        return (low.startswith("competitive with", start) and start >= 2 and low[start - 1] == "-"
                and (low[start - 2].isalnum() or low[start - 2] == ")")
                or super().holds(low, start, end, sentence))


#: (wave 49) also "any / every offline policy", and a comparison whose sentence goes on with a
#: theorem's scope or count (showings' NO_CLAIM_AFTER: "compares favorably with existing methods
#: for all n", "performs favorably to existing algorithms in terms of the number of oracle calls")
_SCOPED = rf"(?:(?<=favorably)|(?<=favourably)|(?<=comparably)|(?<=competitively))(?!{NO_CLAIM_AFTER})"
COMPETITIVE = _Ratio(_NEVER, run=RIVAL.run,
                     after=re.compile(rf"{_SCOPED}|"
                                     r"(?<=with) (?:respect to )?(?:the |an? |any |every |each |all )?(?:optimal|optimum|opt\b|"
                                     r"offline (?:optim|solution|algorithm|adversar|polic|strateg)\w*|"
                                     r"best (?:[\w-]+ ){0,3}?in hindsight|best possible)"
                                     # not an optimum a solver or a search found: a run's reference
                                     r"(?![^.;,]{0,60}?\b(?:found|computed|obtained|returned|calculated|"
                                     r"solved|given) (?:by|with|using)\b)"))
#: after "an order of magnitude improvement": over analyses (a bound's improvement)
ANALYSES = Guard(_NEVER, after=re.compile(r"(?<=improvement)(?: [\w-]+){0,3}? analys[ie]s\b"))
#: the objects a mechanism's agents report
_REPORTED = (r"(?:report|submit|reveal|declare)\w* (?:their |its |his |her |a |an |the )?(?:true |private |"
             r"truthful |sealed )?(?:values?|valuations?|bids?|types?|costs?|private (?:information|signals?)|"
             r"reserve prices?)\b")
#: after "participants": asked to report values, bids, types, costs
#: a study named before "participants" ("In our study", "in the lab", "120 participants",
#: "we recruited"): people report, present tense or not
_STUDIED = re.compile(r"\b(?:stud(?:y|ies)|experiment\w*|lab|laborator\w*|sessions?|recruit\w*|"
                      r"surveys?|trials?|\d+ (?:[\w-]+ )?participants)\b")
REPORTING = Guard(_NEVER, run=_STUDIED, after=re.compile(rf"(?<=participants)(?: (?:are|is|must|can|may) (?:\w+ )?"
                                           rf"(?:asked|required|allowed|incentivi[sz]ed) to)?"
                                           # "participants privately / truthfully report their types" (wave 49)
                                           rf"(?: (?:privately|truthfully|strategically|honestly|sincerely|secretly|"
                                           rf"simultaneously|independently|sequentially))? {_REPORTED}"))
#: a theory's prediction: "our theory predicts", "the analysis also predicts", "theoretically predicted"
PREDICTION = (r"\b(?:theory|theories|theorems?|analysis|analyses|bounds?|theoretical (?:results?|analysis|model))"
              r" (?:also |further |then |thus |therefore |correctly |directly )?(?:predicts?|predicted|foretells?)\b"
              r"|\b(?:theoretically|analytically) predict\w*\b|\bwe predict\b"
              # the own results foretelling (wave 49): "Our results predict that ..."
              r"|\bour (?:main |theoretical |analytical )?(?:results|findings) (?:also |further |thus |therefore )?predict\b")
#: a comparison after a theory's prediction in its clause is foretold, not run
PREDICTED = Guard(re.compile(PREDICTION),
                  clause=re.compile(r"[;:]|, (?:and|but|while|whereas)\b|\b(?:experiments?|empirically)\b"
                                    # an outcome seen as foretold: "As our theory predicts, X
                                    # outperforms Y", "... predicts and we confirm that ..."
                                    r"|\bpredict(?:s|ed)?,|\b(?:we|and) (?:also )?(?:confirm|verify|observe|find)\w*\b"
                                    r"|\bindeed\b"))
#: the practical-settings comparison: a prediction, or whatever :data:`.proof_guard.RIVAL` reads
PREDICTED_RIVAL = Guard(re.compile(rf"{RIVAL.words.pattern}|{PREDICTION}"), through_match=True,
                        first=RIVAL.first, run=RIVAL.run)
#: a comparison told by its manner (:mod:`.apparatus`' "compares favorably with"), then a
#: theorem's scope or count after it (wave 49): "compares favorably with existing methods for all n"
#: (the comparison's own words only, not the pattern's "higher accuracy than ... methods": "yields
#: higher accuracy than state-of-the-art methods without undue complexity" is a run)
SCOPED = Guard(_NEVER, run=RIVAL.run,
               after=re.compile(rf"(?:(?<=with)|(?<=to)|(?<=against))(?!{NO_CLAIM_AFTER})"))
#: an example whose point is a bound's: "arbitrarily bad", unbounded, tight
COUNTEREXAMPLE = Guard(_NEVER, after=re.compile(TIGHT_OR_UNBOUNDED))
#: validated, tested, illustrated with a proof, a theorem, a derivation
BY_PROOF = Guard(_NEVER, after=re.compile(r" (?:an? |the |our )?(?:rigorous |formal |mathematical |simple |short )?"
                                          r"(?:proofs?|theorems?|derivations?)\b"))

_OUTPERFORMS = _lexicon(r"\boutperform(?:s|ed|ing)?\b|")
_PRACTICAL = [p for p, _ in contests.RIVALLED if "in (?:practical|realistic" in p]
assert len(_PRACTICAL) == 1, "the guarded contests cue moved"
#: what this module guards: pattern -> guard (for the wiring test)
GUARDED: dict[str, Guard] = {}


def _guard(patterns: list[str], how: Guard) -> None:
    GUARDED.update({p: how for p in patterns})
    guard(patterns, how)


_guard(_lexicon(r"\bcompetitive (?:performance|results|accuracy|with)|"), COMPETITIVE)
_guard(_OUTPERFORMS, PREDICTED)
_guard(_PRACTICAL, PREDICTED_RIVAL)
_guard([p for p, _ in lexicon.EMPIRICAL if r"\borders? of magnitude (?:improvement|" in p], ANALYSES)
_guard(_lexicon(r"\b(?:participants|annotators|"), REPORTING)
_guard([p for p, _ in lexicon.EMPIRICAL if p.startswith(r"\b(?:real[- ]world|real|synthetic|simulated|artificial) (?:and")],
       COUNTEREXAMPLE)
_guard(_lexicon(r"\b(?:illustrat|demonstrat|evaluat|test|validat|assess)\w* (?:(?:the |our |this |these |its )?(?:proposed )?"),
       BY_PROOF)
