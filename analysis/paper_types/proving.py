"""A run's outcome told with "prove", and validation by simulation or tests on data (issue 14, wave 40).

Wave 39's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 39: fresh
measurement", seed 3901) found two ways of telling an experiment of the paper's own that the
cues missed, or read as theory.  Each is written as the way of telling it belongs to, never
one paper's phrase:

* **"prove" whose subject is a run** ("Thirty autonomous navigation trials in 4 rescue
  scenarios prove the first known successful implementation", iros2017:8206510; "To prove
  the superiority of the concept, results with industrial manipulators under force control
  are shown", icra2006:1642035).  The verb is the one of a proof, but its subject is
  trials, experiments, tests, measurements, a prototype, simulations or results of a run
  (experimental / simulation / field results, results with / on a kind of hardware or
  data): the outcome of a run, as "turn out" or "demonstrate" would say.  Cause of the
  miss: ``lexicon.THEORY``'s bare "prove" cue reads the verb whatever its subject, and its
  look-ahead only excludes "proved with experiments" after the verb.  :func:`run_outcome`
  reads the clause before the verb (at most 160 characters, the subject and 8 words after
  it, no "we", "that", "which" or "and" between) or, for a purpose ("To prove ..., results
  with ... are shown"), the main clause after its comma; such a "prove" does not count for
  theory (:mod:`.cues`, note "a run's outcome"); not a passive ("the tests are proved
  consistent" is a proof about them).  "We prove that the bound is tight", "our
  results prove that ..." (bare results: a theory paper's theorems) and "these
  experiments prove hard for ..." stay what they were (tests/test_paper_types_wave40.py).
  The same forms are an experiment of the paper's own (:data:`EMPIRICAL`), unless
  others' work (:mod:`.attribution`);
* **validation by simulation or by tests on data** ("We validate the theory by simulating
  object grasping and transportation tasks", iros2016:7759109; "Our tests clearly indicate
  that our approach works in practice, as our implementation was able to find an optimal
  ... network for most of the data sets", aistats2014:6f1f4e97c5).  Causes: the cue
  "validate the theory ... simulations" (``lexicon.EMPIRICAL``) knows the noun only, not
  the verb "simulating"; "our tests" reporting what they show, and a result over most of
  the data sets, had no cue.  Not "we simulate from the posterior" (a mask), not a
  statistical test ("hypothesis tests show ..."; "our tests" of a test-statistic paper
  are consistent or powerful, they do not "indicate").

Every pattern is tagged :func:`.lexicon.experiment`, transparent and outside the fitted
features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``, as waves 38-39's
:mod:`.runs` and :mod:`.outcomes`): it rules theory alone out and is shown as the empirical
side's evidence without moving the shipped model's features, so the model is not refitted.
The dropped theory cue does move the fitted features of the papers that hold such a
"prove"; no dev abstract does (``train.py --check`` passes), so the shipped model is still
what ``train.py`` fits.  Weight 2.5, :mod:`.lexicon`'s weight for a report of an own run.
Every repeat is bounded (at most 8 words, 120 characters) and :func:`run_outcome` reads a
bounded window, so a long run of repeated fragments costs linear time
(bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# what a run is called when it is the subject: trials, experiments, tests (not statistical
# ones), measurements, a prototype, simulations, results of a run (not bare "results")
_NOT_STATISTICAL = "".join(f"(?<!{w} )" for w in ("hypothesis", "statistical", "significance",
                                                  "independence", "two-sample", "permutation"))
_RUN = (r"(?:trials|experiments?|experimentation|measurements|prototypes?|simulations|field tests|"
        rf"{_NOT_STATISTICAL}tests|(?:experimental|simulation|simulated|numerical|empirical|field|test|measured|practical) results|"
        r"results (?:with|on|from|of|obtained (?:with|on|from)) (?:[\w-]+ ){0,3}?(?:experiments?|simulations?|tests?|trials|real|industrial|physical|hardware|robots?|prototypes?|manipulators?|vehicles?|data|platforms?))")
# words between the subject and its verb: no new subject or clause ("we", "that", "and" ...)
_BETWEEN = r"(?: (?!(?:we|that|which|and|but|while|whereas|if|to|i)\b)[\w-]+){0,8}?"
# a passive of presenting before a purpose: "results ... are presented to prove"
_PRESENTED = (r"(?: (?:is|are|was|were|has been|have been) (?:\w+ )?(?:presented|shown|conducted|performed|"
              r"carried out|given|reported|provided|done|made|used|included) to)?")
# not a passive of the verb: "the tests are proved to be consistent" is a proof about them
_NOT_PASSIVE = "".join(f"(?<! {w} )" for w in ("is", "are", "was", "were", "be", "been", "being"))
_SUBJECT_BEFORE = re.compile(rf"\b{_RUN}{_BETWEEN}{_PRESENTED} {_NOT_PASSIVE}$")
_SUBJECT_AFTER = re.compile(rf"[^.;]{{0,120}}?, (?:[\w-]+ ){{0,2}}?{_RUN}\b")
_PROVE = re.compile(r"prov(?:e|es|ed)\b")
# where a subject of :data:`_RUN` can start: tried from the right, so the check costs a few
# anchored matches, not a search from every character of the window
_RUN_START = re.compile(r"\b(?:trials|experiment|measurements|prototype|simulations|field|tests|"
                        r"experimental|simulation|simulated|numerical|empirical|test|measured|practical|results)")
_WINDOW = 160  # characters read before the verb: a subject and its longest run of words


def run_outcome(low: str, m: re.Match, starts: list[int], sent: int) -> bool:
    """Whether the cue ``m`` of ``low`` (in the sentence ``starts[sent]`` begins) is a "prove"
    that tells a run's outcome: its subject before it is a run ("trials ... prove"), or it
    is a purpose whose main clause's subject is one ("To prove ..., results with industrial
    manipulators are shown")."""
    start = m.start()
    if not _PROVE.match(low, start):
        return False
    before = low[max(starts[sent], start - _WINDOW):start]
    if any(_SUBJECT_BEFORE.match(before, c.start()) for c in reversed(list(_RUN_START.finditer(before)))):
        return True
    end = starts[sent + 1] if sent + 1 < len(starts) else len(low)
    return before.endswith("to ") and bool(_SUBJECT_AFTER.match(low, start, min(end, start + _WINDOW)))


EMPIRICAL: list[tuple[str, float]] = [
    # a run proves: "Thirty autonomous navigation trials in 4 rescue scenarios prove"
    (experiment(rf"\b{_RUN}{_BETWEEN}{_PRESENTED} {_NOT_PASSIVE}prov(?:e|es|ed)\b(?! (?:to be |itself |themselves )?(?:hard|difficult|challenging|costly|impractical|expensive|infeasible)\b)"), 2.5),
    # a purpose, then the run: "To prove the superiority of the concept, results with industrial manipulators"
    (experiment(rf"\bto prove (?:the |its |their )?[^.;]{{0,120}}?, (?:[\w-]+ ){{0,2}}?{_RUN}\b"), 2.5),
    # validated by simulating: "We validate the theory by simulating object grasping"
    (experiment(r"\b(?:validat|verif|confirm|corroborat|illustrat|evaluat|assess|demonstrat|test)\w* (?:[\w-]+ ){0,4}?(?:by|through|via|while) (?:simulating|emulating|running (?:\w+ )?simulations) (?!(?:from|samples|draws|the posterior)\b)"), 2.5),
    # tests that show, on data: "Our tests clearly indicate that ... for most of the data sets"
    (experiment(r"\bour (?:computational |numerical |empirical |experimental |preliminary |extensive )?tests (?:\w+ )?(?:show|shows|showed|indicate|indicated|demonstrate|demonstrated|confirm|confirmed|reveal|revealed|suggest|suggested)\b"), 2.5),
    (experiment(r"\b(?:on|for|in) (?:all|most|many|the majority) of (?:the |our )?(?:[\w-]+ )?(?:data ?sets|benchmark (?:instances|problems|data ?sets)|test (?:instances|problems|cases))\b"), 2.0),
]
