"""Where a coordinated clause starts: the one reading that plans and hedges share (issue 14,
wave 53).

Wave 52 read a plan's clause in :mod:`.plans` (``_CLAUSE``: ";", ":", ", and / but / while /
whereas", "then / now we", "and" before a finite verb of its own) and a proof's in
:mod:`.proof_guard` (";", ":", ", and / but / while / whereas").  Two things it left alone
(bench/paper_types/RESULTS.md, wave 52's "left alone") are the same question, so both read
the pieces below:

* **a reported verb with no subject of its own** ("The method is planned for deployment and
  was tested on three robots", "We are implementing the planner on a drone and evaluated the
  controller on a real robot"): a coordinated verb in the past or the present perfect
  (:data:`REPORTED`: "was / were / has been", "has / have tested", a past form with its
  object) tells what was done, no plan.  A bare participle stays in the plan's clause ("is
  being implemented and evaluated on a mobile robot", iros2000:895276: it shares "being");
* **a hedge's span** (:data:`.lexicon.HEDGE_SPANS`: "for future work", "we plan to", "is left
  for future ...") ran to the sentence's end and hedged a run told after it ("We leave the
  extension for future work, and evaluate the method on three benchmarks").  Its tail
  (:data:`HEDGE_TAIL`) now stops where a finite clause starts: ", and / but / while /
  whereas" or "and" before a subject with a finite verb ("and we evaluated", "and the
  controller was tested") or before a reported verb ("and was tested").  Before a modal or a
  plan in the span ("will", "can", "plan to") a bare verb after ", and / but" is a finite
  verb too (``, and evaluate the method``; not after "and" alone: a relative clause's verb);
  after one it is the modal's infinitive and the
  span goes on ("In future work, we will port it to a drone, and evaluate it on robots";
  "we plan to deploy it and test it on a drone"), as does a subject with a modal ("and we
  will test it").

Every repeat is bounded and every look-ahead reads a few words; a hedge's tail is read a word
at a time, at most 60 words and commas on each side of its modal (a longer hedge is cut there):
a text of thousands of "future work" stays linear (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a subject noun phrase right before its finite "be / have" (plans' reading since wave 52)
SUBJECT = r"(?:(?:the|our|its|this|these|a|an) (?:[\w-]+ ){0,3}?|it |they )"
_BE_HAVE = r"(?:was|were|is|are|has|have|had)\b"
#: a verb of the paper's own doing in the present (a finite verb after "and" or ", and")
OWN_VERBS = (r"(?:report|present|show|evaluate|test|validate|demonstrate|compare|conduct|perform|run|measure|"
             r"obtain|achieve|observe|verifie|verify|assess|deploy|implement|apply|applie|execute)s?\b")
#: a verb in the past or the present perfect with no subject of its own (wave 53): "and was tested
#: on 3 robots", "and have evaluated it", "and evaluated the controller" (a past form with its object;
#: not "and evaluated on a mobile robot", a participle sharing the plan's "being")
REPORTED = (r"(?:was|were|had been|has been|have been)\b|(?:has|have|had) (?:\w+ly )?\w+(?:ed|en|wn)\b"
            r"|\w+(?<!e)ed (?:it|them|the|a|an|our|its|this|these|their|each|all|both|results)\b")


# (second reader, wave 53: a run's outcome as the subject, "..., but experiments on a real robot show", "and
# the experiments on three datasets show"; not past a modal or a relative, "and results on robots will show",
# "and simulations that show")
def _run_says(words: int) -> str:
    """A run's outcome as a clause's subject, at most ``words`` words between its noun and verb."""
    return (r"(?:(?:the|our|these|its|their) )?(?:experiments?|results?|simulations?|evaluations?|tests?|trials?|measurements?) "
            rf"(?:(?!(?:will|would|shall|could|should|may|might|can|must|that|which|to)\b)[\w-]+ ){{0,{words}}}?"
            r"(?:show|shows|showed|indicate[sd]?|demonstrate[sd]?|confirm(?:s|ed)?|reveal(?:s|ed)?|suggest(?:s|ed)?)\b")


_RUN_SAYS = _run_says(5)
# (wave 54) ... after a plan: "We are porting the planner to a drone and the results of 20 trials on a real
# robot show it is robust" (a count and a place between the noun and its verb)
_RUN_SAYS_LONG = _run_says(8)

_LEAD = r"(?:(?:then|also|finally|here) )*"
#: "and" before a finite verb of its own (plans' clause, waves 52-53); a look-ahead, so the clause
#: keeps its subject ("and we plan to deploy it" is still a plan)
AND_FINITE = rf"\band (?={_LEAD}(?:we\b|{SUBJECT}{_BE_HAVE}|{OWN_VERBS}|{REPORTED}|{_RUN_SAYS_LONG}))"
#: where a plan's clause ends (:mod:`.plans`)
CLAUSE = re.compile(rf"[;:]|, (?:and|but|while|whereas)\b|\b(?:then|now) we\b|{AND_FINITE}")
#: ... after a modal or a plan's "to" in it, where a bare verb after "and" is the modal's infinitive
#: ("In the future, we are going to improve the process and apply various scenarios", icra2020:9196987)
CLAUSE_UNDER_MODAL = re.compile(rf"[;:]|, (?:and|but|while|whereas)\b|\b(?:then|now) we\b"
                                rf"|\band (?={_LEAD}(?:we\b|{SUBJECT}{_BE_HAVE}|{REPORTED}|{_RUN_SAYS_LONG}))")

# a subject with a finite verb that is no modal's nor a plan's ("we evaluated", "the controller was
# tested"; not "we will test", "it is expected to", "we have to")
_SUBJECT_FINITE = (rf"(?:(?:we|i|they|it) (?:\w+ly )?(?:\w+ed\b|{_BE_HAVE}|{OWN_VERBS})|{SUBJECT}{_BE_HAVE}|{_RUN_SAYS})"
                   r"(?! (?:to|planned|expected|scheduled|intended|going|left|deferred)\b)")
_STRICT = rf"(?:, (?:and|but|while|whereas) |\band ){_LEAD}(?:{_SUBJECT_FINITE}|{REPORTED})"
# before a modal: also a bare verb after ", and / but" ("for future work, and evaluate the method";
# not after "and" alone: "an algorithm which samples ... and achieves the same sample complexity",
# colt2014:fb04109d4a, is the relative clause's verb)
_ANY = rf"{_STRICT}|, (?:and|but) {_LEAD}{OWN_VERBS}"
_MODAL = (r"\b(?:will|shall|would|could|should|might|may|can|going to|(?:is|are) to"
          r"|(?:plan|intend|hope|aim|wish|like|want)s? to|planned to)\b")
#: a modal or a plan's "to" (plans read a bare verb after "and" as its infinitive past one)
MODAL = re.compile(_MODAL)
# the tail is read a word at a time (a break and a modal start a word or a comma: one look-ahead a word,
# not a character), at most 60 words and commas on each side of a modal: a hedge is tried at every
# "future work" of a text, and a sentence of 40,000 characters of them read to its end from each was
# quadratic (bench/paper_types/hostile.py: "for future work and evaluate ..." x 666, 2.2 s)
_WORD = r"(?:[^\s.;:,]+\s*|[\s,])"
#: a hedge's tail to its clause's end (for :data:`.lexicon.HEDGE_SPANS`, in place of ``[^.;:]*``)
HEDGE_TAIL = rf"(?:(?!{_ANY}|{_MODAL}){_WORD}){{0,60}}(?:{_MODAL}(?:(?!{_STRICT}){_WORD}){{0,60}})?"
#: the tail of a span that opens with its plan ("we plan to", "we hope that"): a modal's infinitive
PLAN_TAIL = rf"(?:(?!{_STRICT}){_WORD}){{0,60}}"
