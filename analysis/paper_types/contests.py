"""Runs told by their outcome against rivals, on data or a robot, or by people studied (issue 14, wave 45).

Wave 43's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 43: fresh
measurement", seed 4301, "Misses of this reading", groups 3-5) found theory-only labels
whose abstract tells a run of its own in forms no cue knew (the classifier's evidence is in
RESULTS.md, wave 45).  Each family is a way of telling a run, never one paper's phrase:

* **an outcome against rivals, by quality or time** ("is competitive with the
  state-of-the-art", "achieves an order of magnitude scalability compared to the state of
  the art", nips2012:4b75a387ab; "significantly outperforms linear combination in practical
  settings", nips2014:4567; "solves MR-LDR in seconds and with a surplus that is comparable
  to the surplus found by the mixed integer program with a 12 hour time limit",
  icra2009:5152803): competitive with state-of-the-art / existing ... methods; an order of
  magnitude faster / more scalable ... than / compared to them; outperforms ... in practical
  settings; solves / computes / plans ... in seconds or minutes; a time limit in hours.  A
  competitive ratio, a bound "competitive with the best bound", "in polynomial time" name
  no run: the rivals are methods, the time is a clock's;
* **an outcome of the own method on a task's measure or a robot** ("Updating the upper
  bound during the optimization leads to improved classification rates",
  iclr2017:HyAbMKwxe; "We use a complex bipedal robot Cassie ... as an example",
  rss2022:a1e05a14f4): leads to improved / higher classification, test or prediction
  accuracy, rates or error; a robot (not its model) used as an example, a testbed or a
  platform;
* **a study of people** ("We compare human behavior to a variety of models ... subjects'
  choices, on a trial-to-trial basis, are best captured by ...", nips2013:4024): human
  behaviour or performance compared with models; subjects' choices, responses,
  judgements; human or counted subjects, participants or volunteers; participants asked or
  recruited; behavioural or psychophysical experiments.  Not "human-level", a model of
  human behaviour, "subject to", participants of an auction.

As :mod:`.checks`, every pattern is tagged :func:`.lexicon.experiment`, transparent and
outside the fitted features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``); the model
is not refitted.  The rivals' patterns are read with :data:`.proof_guard.RIVAL` (a proof's
word, a bound's measure, "provably", "theoretical(ly)" or an explanation before the match or
inside it: "we prove that the algorithm is competitive with the state of the art"), the
outcome on a task's measure with :data:`IMPROVED_GUARD` (a proof's word, "theoretically" or
an analysis before it; a bound before it may be the method's own), the people's with :data:`PEOPLE` (a proof's word, an assumption or a model in their own
clause: "if the subjects' choices are rational", "we model subjects' choices as ...").
Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types import runs
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import (
    BOUND_WORDS,
    EXPLAINED,
    PROOF,
    PROVABLY,
    RIVAL,
    Guard,
    counted_by,
    guard,
    proof_words,
)

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_SOTA = r"state[- ]of[- ]the[- ]?art"
# rivals: the state of the art, or methods named by what they are
_RIVALS = (rf"(?:the |all |most |many |several |other )?(?:{_SOTA}|(?:(?:current|existing|competing|previous|prior|recent|standard|leading|popular|"
           r"conventional|classical|baseline|specialized|dedicated|commercial|[\w-]+-based) ){1,3}(?:[\w-]+ )?(?:methods|approaches|techniques|algorithms|"
           r"baselines|solvers|systems|heuristics|tools|implementations|models|planners|software|packages))\b")
# no bound's measure after the rivals in the sentence ("competitive with the state of the art in terms of regret")
_NO_BOUND_AFTER = rf"(?![^.;]{{0,100}}?\b{BOUND_WORDS}\b)"
_CLOCK = r"(?:milli)?seconds|minutes|hours|ms"

RIVALLED: list[tuple[str, float]] = [
    # competitive with rivals: "is competitive with the state-of-the-art"
    (experiment(rf"\b(?:is|are|was|were|be|being|remains?|performs?|proves?|stays?) (?:highly |very |quite |fully |still |also |often |strongly )?competitive (?:with|to|against) {_RIVALS}{_NO_BOUND_AFTER}"), 2.0),
    # an order of magnitude against rivals: "achieves an order of magnitude scalability compared to the state of the art"
    (experiment(rf"\b(?:an?|one|two|three|several) orders? of magnitude (?:(?!(?:{BOUND_WORDS}|smaller|fewer|less|lower|larger|greater|better)\b)[\w-]+ ){{0,3}}?(?:than|compared (?:to|with)|over|relative to|versus) {_RIVALS}{_NO_BOUND_AFTER}"), 2.0),
    # outperforms in practical settings: "the KL method significantly outperforms linear combination in practical settings"
    (experiment(r"\b(?:outperform|beat|surpass|dominat)\w* (?:[\w-]+ ){0,4}?in (?:practical|realistic|real[- ]world|applied) (?:settings|scenarios|conditions|situations|applications|problems|instances)\b"), 2.0),
    # a clock's time to solve: "demonstrate that it solves MR-LDR in seconds"
    (experiment(rf"\b(?:solv(?!ers?\b)|comput|find(?!ings?\b)|plann|optimi[sz]|terminat|converg)\w* (?:[^\s.;:()]+ ){{0,6}}?(?:with)?in (?:a few |several |only |just |under |less than |about |around |approximately |mere |\d+(?:\.\d+)? ){{0,3}}(?:{_CLOCK})\b"), 2.0),
    # a time limit in hours: "the mixed integer program with a 12 hour time limit"
    # (a solver's or a run's limit: not a job's, a route's or a message's in a problem stated)
    (experiment(rf"\b(?:solv\w*|(?:integer |linear )?programs?|mi?lps?|ilps?|cplex|gurobi|runs?|ran|baselines|methods)\b[^.;]{{0,80}}?(?:\b(?:an? |the )?\d+(?:\.\d+)?[- ]?(?:{_CLOCK}|h|min|s|second|minute|hour)s?[- ](?:time[- ]limit|time[- ]out|timeout|cut[- ]?off)\b|\btime[- ]?(?:limit|out) of \d+(?:\.\d+)? ?(?:{_CLOCK}|h|min|s)\b)"), 2.0),
    # a robot used as an example: "We use a complex bipedal robot Cassie ... as an example"
    (experiment(r"\bwe (?:use|used|take|took|choose|chose|employ|employed) (?:a|an|the|our) (?:[\w-]+ ){0,3}?(?:robot|robots|quadrotor|quadruped|humanoid|manipulator|drone|exoskeleton|vehicle)\b(?!(?: robots?)?(?:'s)? (?:models?|dynamics|equations|kinematics)\b)(?:(?!\bmodel)[^.;:()]){0,160}?\bas (?:an? |the |our )?(?:examples?|testbeds?|test ?beds?|test platforms?|platforms?|case stud(?:y|ies)|demonstrators?)\b(?!-)(?! (?:of|for|throughout|to illustrate)\b)(?![^.;]{0,80}?\bprove)"), 2.5),
]

PEOPLE_PATTERNS: list[tuple[str, float]] = [
    # people compared with models: "We compare human behavior to a variety of models"
    (experiment(r"\bcompar\w* (?:the )?(?:humans?'? |people'?s? |participants'? |subjects'? )(?:behaviou?rs?|performance|choices|decisions|judg(?:e)?ments|responses|data|learning) (?:to|with|against)\b"), 2.5),
    # subjects' choices: "subjects' choices, on a trial-to-trial basis, are best captured by ..."
    (experiment(r"\b(?:subjects|participants)'? (?:trial-by-trial |trial-to-trial )?(?:choices|responses|behaviou?rs?|decisions|judg(?:e)?ments|ratings|reaction times|eye movements|performance|accuracy)\b"), 2.5),
    # human or counted subjects: "human subjects", "24 participants performed ..."
    (experiment(r"\b(?:human|healthy|adult|naive|novice|expert|able-bodied|untrained) (?:subjects|participants|volunteers)\b(?! (?:research|protection|review|committees?)\b)|\b\d+ (?:human |healthy |adult |naive |novice |expert |able-bodied )?(?:subjects|participants|volunteers) (?:were|took|performed|completed|participated|did|used|wore|walked)\b"), 2.5),
    # participants asked or recruited: "participants were asked to ..."
    (experiment(r"\b(?:subjects|participants|volunteers) were (?:\w+ )?(?:asked|instructed|shown|presented|recruited|required|told|trained|tested)\b"), 2.5),
    # behavioural experiments: "a behavioural experiment", "psychophysical experiments"
    (experiment(r"\b(?:we (?:ran|run|conduct(?:ed)?|perform(?:ed)?|carr(?:y|ied) out|report|present|design(?:ed)?) (?:a |an |two |three |several |\d+ )?|(?<!previous )(?<!prior )(?<!earlier )(?<!many )\b(?:a|an|our|in (?:a|an|two|three|\d+)) )(?:new |novel |large-scale |online |series of )?(?:behaviou?ral|psychophysical|eye[- ]tracking) (?:experiments?|study|studies)\b"), 2.5),
]

# an outcome on a task's measure, read by :data:`IMPROVED_GUARD` (not RIVAL: a bound before it
# may be the method's own, "Updating the upper bound during the optimization leads to improved
# classification rates")
IMPROVED: list[tuple[str, float]] = [
    (experiment(r"\b(?:lead|leads|led|leading|translates?|translated) (?:directly |consistently |significantly |substantially )?(?:to|into) (?:significantly |substantially |consistently |considerably |much |notably )?(?:improved|better|higher|lower|reduced|increased|superior) (?:(?:classification|prediction|predictive|test|recognition|detection|segmentation|retrieval|tracking|translation) (?:rates|accuracy|accuracies|errors?|error rates|performance|scores)|generalization (?:accuracy|performance))\b"), 2.0),
]

EMPIRICAL: list[tuple[str, float]] = RIVALLED + IMPROVED + PEOPLE_PATTERNS

#: An outcome on a task's measure is a theorem's when a proof's word, "guaranteed",
#: "theoretical(ly)" or an analysis stands before it in its sentence ("we show theoretically
#: that early stopping leads to lower test error", "our analysis shows that larger margins
#: lead to lower test error"), as :data:`.proof_guard.OUTCOME` reads outcomes, with those two.
IMPROVED_GUARD = Guard(re.compile(rf"{proof_words(guaranteed=True, theoretical=True, explained=True).pattern}|\banaly(?:sis|ses|tical(?:ly)?|[sz]e[sd]?)\b|\b(?:indicat|suggest|predict)(?:e|es|ed|s|ing)?\b"))

# a second predicate, an outcome: "Gibbs sampling provably mixes rapidly and achieves accuracy
# that exceeds human volunteers" (nips2015:5816): "provably" is the first predicate's (wave 46)
_AND_OUTCOME = r"\band (?:also |thus |then )?(?:achiev|attain|exceed|outperform|surpass|match|beat|rival)\w*"

#: People studied are a model's when a proof's word, an assumption or a model stands in
#: their own clause before them ("if subjects' choices are rational", "we model subjects'
#: choices as noisy", "we prove that participants' decisions converge"); "in our model" in
#: their sentence decides first.
PEOPLE = Guard(re.compile(rf"\b(?:{PROOF}|{PROVABLY}|assum\w*|suppos\w*|if|provided|whether|given that|model(?:s|led|ed|ling|ing)?|simulated)\b"),
               through_match=True, clause=re.compile(rf"[,;:]|{_AND_OUTCOME}"),
               first=re.compile(r"\b(?:in|under) (?:our|the|this|a|such a) model\b|\b(?:classic(?:al)?|famous|well[- ]known|seminal|literature|et al)\b"))

#: A clock's time or a time limit is another's when people or earlier solvers are the subject
#: in the match's own clause ("Humans solve such puzzles in seconds, yet ...", "existing exact
#: solvers compute the equilibrium in hours; we prove ..."; "Unlike existing solvers, ours
#: solves it in seconds" is a run); otherwise read as :data:`.proof_guard.RIVAL`.
CLOCKED = Guard(RIVAL.words, through_match=True, run=RIVAL.run,
                first=re.compile(rf"\b(?:{EXPLAINED})\b|\b(?:humans?|people|(?:existing|previous|prior|earlier|known|standard) (?:[\w-]+ )?(?:solvers|methods|algorithms|approaches|tools|planners)\b(?! with\b))[^,;:]*$"))

_CLOCKS = [(p, w) for p, w in RIVALLED if _CLOCK in p]  # a clock's time to solve, a time limit
guard((p for p, w in RIVALLED if (p, w) not in _CLOCKS), RIVAL)
guard((p for p, _ in _CLOCKS), CLOCKED)
# a time runs' measured-time cue reads too ("solves it in 3 seconds") is one run, counted there
counted_by((p for p, _ in _CLOCKS), re.compile("|".join(f"(?:{p})" for p, _ in runs.EMPIRICAL[:4])))
guard((p for p, _ in IMPROVED), IMPROVED_GUARD)
guard((p for p, _ in PEOPLE_PATTERNS), PEOPLE)
