"""A run attributed to a citation or a named other party in its clause: others' run (issue 14,
session 70, cited70).

:mod:`.attribution` reads a marker of others where it opens a sentence ("Previous work ...")
or as a passive report ("has been shown"), and :mod:`.latemarks` one after a run's verb ("was
evaluated on robots by Smith et al.").  Three forms slipped through, each making a theory
abstract `both` with someone else's experiment (exp69's and exp70's look-alikes, RESULTS.md):

* **a run's noun owned by a citation**: "In experiments of [3], such estimators beat standard
  approaches", "Experiments in [3] show ...", "experiments by others", "the simulations of
  Smith et al. (2019)": an experiment noun, up to three words, then of / in / by / from and a
  citation (a numbered bracket, a parenthesis with a year, "Name et al.") or others; no
  preposition of a resource between them ("experiments on the benchmark of [3]" are the
  paper's own run on others' benchmark);
* **a run reported by a citation**: "Field demonstrations of similar planners were reported by
  Smith et al. (2019)", "... were conducted in [4]": a passive verb of reporting or doing, then
  by / in and a citation;
* **a citation as the subject of a finding**: "Smith et al. [3] showed in experiments that ...",
  "[5] reported that ...": a citation opening the sentence or a clause after a comma, then
  showed / reported / demonstrated / found / observed;
* **earlier runs**: "Previous experiments by others have shown", "prior simulation studies".

Only where the sentence names no own work (``we``, ``our``, ``us``, "the proposed", "this
paper": :data:`.attribution._OWN`'s words): "Unlike [3], we evaluate the estimators on real
data", "We extend the experiments of [3]" and "Our experiments, as in [3], show ..." stay the
paper's own runs; so does a sentence where the form follows a comparison or a relative
clause ("results indicate that fibers help ABFs swim, which agrees with previous experimental
results reported for natural bacteria": iros2012:6386096, read wrong without this, the only
wrong one of the two corpus labels the first form moved).  A citation naming a resource only ("Results on the KITTI benchmark [5]
demonstrate ...") is none of the forms: the citation must own the run's noun or its verb.

Each pattern starts at a literal word (a run's noun, a passive verb, a citation's bracket or
"et al") and its repeats are whole words: linear in the text's length.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from analysis.paper_types.literals import necessary_literals

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_CITATION = (r"(?:\[\s*\d{1,3}(?:\s*[,;–-]\s*\d{1,3}){0,8}\s*\]"
             r"|\([^()]{0,60}?\b(?:19|20)\d\d[a-z]?\)"
             r"|[a-z][\w'-]{0,30} et al\b\.?(?:\s*\[[^\]]{0,20}\]|\s*\((?:19|20)\d\d[a-z]?\))?"
             r"|others\b|other (?:authors|groups|researchers|teams)\b)")
_RUN_NOUN = (r"(?:experiments?|experimental (?:results|studies|evaluations?)|"
             r"empirical (?:results|studies|evaluations?)|demonstrations?|trials|simulations?|"
             r"simulation studies|field tests|evaluations?|user studies)")
_OWNED_NOUN = (rf"\b{_RUN_NOUN} (?:(?!(?:on|with|using|over|across|under|for|at|to)\b)[\w-]+ ){{0,3}}?"
               rf"(?:of|in|by|from) (?:the (?:work|paper|study) of )?{_CITATION}")
_REPORTED = (r"\b(?:was|were|been|is|are) (?:\w+ly )?(?:reported|conducted|performed|carried out|"
             rf"presented|described|run) (?:\w+ly )?(?:by|in) {_CITATION}")
_SUBJECT = (r"(?:^|, )(?:\[\s*\d{1,3}(?:\s*[,;–-]\s*\d{1,3}){0,8}\s*\]|"
            r"[a-z][\w'-]{0,30} et al\b\.?(?:\s*\[[^\]]{0,20}\]|\s*\((?:19|20)\d\d[a-z]?\))?) "
            r"(?:\w+ly )?(?:showed|show|shows|reported|report|reports|demonstrated|found|observed)\b")
_EARLIER = rf"\b(?:previous|prior|earlier|past) (?:\w+ )?{_RUN_NOUN}\b"
CITED_RUN = re.compile("|".join((_OWNED_NOUN, _REPORTED, _SUBJECT, _EARLIER)))
# a comparison or a relative clause before the form: the cited run is what the sentence's own
# finding is set against ("results indicate that fibers help ABFs swim, which agrees with
# previous experimental results reported for natural bacteria", iros2012:6386096, an own run)
_SET_AGAINST = re.compile(r"\b(?:which|that|agrees?|agreeing|consistent|line with|compar\w*|than|"
                          r"unlike|similar to|as in|confirm\w*|contrast|match\w*|reproduc\w*)\b")
# the paper's own work named in the sentence (as attribution._OWN)
_OWN = re.compile(r"\b(?:we|our|us|the proposed|"
                  r"this (?:paper|work|article|note|study|thesis|letter))\b")
# a sentence can hold a form only with one of these (a cheap first test)
_LITERALS = ("[", "et al", "(", "others", "other ", "previous", "prior", "earlier", "past")
# ... and, through a parenthesis, only with a year in it: "(" and ")" and "19" or "20" (speed71)
_WORDS = tuple(k for k in _LITERALS if k != "(")
# ... and with one of the words every match of CITED_RUN holds (its run's noun or its verb),
# read from its parse tree (:func:`.literals.necessary_literals`; speed71)
_NEEDED = tuple(sorted(necessary_literals(CITED_RUN.pattern) or ("",)))


def cited_runs(low: str, starts: list[int]) -> set[int]:
    """The sentences (indices into ``starts``) whose run is attributed to a citation or a
    named other party and that name no own work (module docstring)."""
    out = set()
    for i in _candidates(low, starts):
        sentence = low[starts[i]:starts[i + 1] if i + 1 < len(starts) else len(low)].strip()
        if not _may_cite(sentence) or _OWN.search(sentence):
            continue
        m = CITED_RUN.search(sentence)
        if m and not _SET_AGAINST.search(sentence, 0, m.start()):
            out.add(i)
    return out


def _may_cite(sentence: str) -> bool:
    """Whether ``sentence`` holds what every match of :data:`CITED_RUN` holds: a citation's
    bracket, "et al", others or an earlier run's word, or a parenthesis with a year's digits
    (``\\(...(?:19|20)\\d\\d...\\)``: :data:`_LITERALS`' test, tighter for "(", as most
    abstracts' parentheses hold an acronym), and one of :data:`_NEEDED` (speed71: 0.5-0.6
    sentences an abstract pass the first test, 0.1-0.15 both, of 7.4-7.8)."""
    return (any(k in sentence for k in _WORDS) or (
        "(" in sentence and ")" in sentence and ("19" in sentence or "20" in sentence))) \
        and any(k in sentence for k in _NEEDED)


def _candidates(low: str, starts: list[int]) -> list[int]:
    """The sentences a literal of :data:`_LITERALS` starts in, found by ``str.find`` through
    the whole text once (not every sentence sliced and tested: speed71), "(" only where the
    text holds ")" and a year's digits too; a superset of those :func:`_may_cite` passes, so
    the tests in :func:`cited_runs` decide alone."""
    keys = [k for k in _WORDS if k in low]
    if "(" in low and ")" in low and ("19" in low or "20" in low):
        keys.append("(")
    if not keys or not starts:
        return []
    found: set[int] = set()
    last = len(starts) - 1
    for k in keys:
        pos = low.find(k, starts[0])
        while pos >= 0:
            i = bisect_right(starts, pos) - 1
            found.add(i)
            if i == last:
                break
            pos = low.find(k, starts[i + 1])  # one hit a sentence is enough
    return sorted(found)
