"""A marker of others after the run, in its clause: others' run (issue 14, wave 52).

:mod:`.attribution` reads a marker of others where it opens a sentence ("Previous work ...",
:data:`.lexicon.ATTRIBUTION`) or as a passive report ("has been shown"); a run told first and
placed in others' work after it was the paper's own: "The algorithm has been deployed on two
robots in earlier work [3]", "The controller was evaluated on robots by Smith et al.".  Here a
run's verb followed, in its own clause, by a marker of where it was done makes the sentence
others' (:func:`marked_after`, added to :func:`.attribution.others_work`):

* **earlier work**: "in / by (our / their) earlier, previous, prior, past work, studies, papers";
* **a citation as the place or the agent**: "in [3]", "in [Smith 2019]", "in (Smith et al.,
  2019)", "by Smith et al.", "by [3]": after a passive run only ("was evaluated on robots in
  [3]"): "We evaluate the controller on the robots in [3]" tells the own run on others'
  robots.

Not others' (the run is the paper's, the marker names what it is set against or borrows):

* a comparison or a contrast between the verb and the marker ("compared with the method
  in [3]", "outperforms the method of [3]", "unlike earlier work [3]", "as in prior work");
* a participle naming what was borrowed ("tested on the benchmark introduced in [3]", "on the
  robots used in previous work", "a variant of the problem inspired by our previous work"), or a resource named right before "in" ("on the benchmark
  in [3]", "with the protocol in [3]");
* a resource named right before "by" (wave 53: "evaluated on the benchmark by Smith et al. [3]",
  "tested in the simulator by [5]": its maker, as "collected by", "developed by" name it);
* a new clause between them ("; earlier work [3] ...", ", and ...", ", which ...").

A resource before "by" is others' again when a relative clause tells their finding (wave 54:
"evaluated on the data set by Smith et al. [3], who reported a 5% gain").

A marker before the verb ("Unlike earlier work [3], we evaluate", "Building on prior work [3],
we evaluate") is never read here.  Each sentence is read once per marker, a bounded window
(:data:`_REACH` characters) before it: linear time in a long text.
"""

from __future__ import annotations

import re
from bisect import bisect_right

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_REACH = 160
_EARLIER = (r"(?:in|by) (?:(?:our|their|the authors['’]?|some|other) )?(?:earlier|previous|prior|past|preceding) "
            r"(?:work|works|studies|study|papers?|research|publications?|experiments)\b")
# a numbered citation, not an interval ("angles in [0, 90] degrees", "noise in [0.1, 0.5]": reader of wave 52)
_NUMBERED = r"\[\s*[1-9]\d{0,2}(?:\s*[,;–-]\s*[1-9]\d{0,2})*\s*\]"
_CITED = (rf"in {_NUMBERED}|in \[[a-z][^\]]{{0,40}}?\d{{4}}[a-z]?\]|in \([a-z][^()]{{0,40}}?\d{{4}}[a-z]?\)"
          rf"|by [a-z][\w'’-]+(?: (?:and|&) [a-z][\w'’-]+)? et al\b|by {_NUMBERED}")
_MARK = re.compile(rf"\b(?:(?P<earlier>{_EARLIER})|(?P<cited>{_CITED}))")
# the quick test: every marker holds one of these ("work" or "(" alone pass most abstracts, and
# the marker's search over a whole abstract, tried at every word, was most of its cost: 0.2 s a
# 6,000 papers; these pass a quarter of them)
_KEYS = ("in [", "by [", "in (", "et al", "earlier ", "previous ", "prior ", "past ", "preceding ")
# a run's verb, finite or a participle (the clause's first)
_RUN = re.compile(r"\b(?:deployed|deploy(?:s|ing)?|evaluat(?:ed|es?|ing)|test(?:ed|s|ing)?|validat(?:ed|es?|ing)|"
                  r"verifi(?:ed|es)|demonstrat(?:ed|es?|ing)|implement(?:ed|s|ing)?|appli(?:ed|es)|run|ran|runs|"
                  r"executed|trained|benchmarked|assessed|conducted|performed|experimented|trialed|field-tested|"
                  r"measured|examined)\b")
_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|be|being)(?: \w+ly)? $")
# a new clause, a comparison or a contrast, a participle naming what was borrowed
_BLOCK = re.compile(r"[;:]|, (?:and|but|while|whereas|which|where|who|when|as|following|building|based|"
                    r"similar|unlike|like|compared|in contrast)\b|\b(?:and|then) (?:we|our|it|they|here|this)\b|"
                    r"\b(?:compar\w*|than|versus|vs|against|outperform\w*|unlike|like|as|similar|relative|"
                    r"whereas|while|which|that|following|contrast|improv\w*|beyond|instead|rather|"
                    r"proposed|introduced|described|presented|developed|designed|defined|given|provided|"
                    r"released|collected|used|adopted|employed|considered|suggested|built|constructed|"
                    r"established|reported|studied|available|from)\b")
# a participle right before the marker, not the run's verb: what the run borrowed ("a variant of the
# problem inspired by our previous work", icra2012:6225209)
_PARTICIPLE = re.compile(r"\b\w+(?:ed|en|wn|ilt) $")
# a resource named right before "in": borrowed, the run is the paper's ("the benchmark in [3]")
_NOUNS = (r"(?:data ?sets?|data|benchmarks?|protocols?|setups?|set-ups?|settings?|splits?|tasks?|"
          r"suites?|environments?|simulators?|metrics?|test ?beds?|scenarios?|problems?|instances?|"
          r"corpus|corpora|baselines?|configurations?|conditions?|procedures?|models?|methods?|"
          r"algorithms?|approach(?:es)?|systems?|frameworks?|architectures?|parameters?|formats?|arenas?)")
_RESOURCE = re.compile(rf"\b{_NOUNS} $")
# the marker as a resource's owner, not the run's place: a possessive or a noun after it ("in [3]'s
# arena", "in [3] and [4] settings", "in prior work scenarios", "in [3] format": reader of wave 52)
_OWNER = re.compile(rf"(?:\s*\[[^\]]{{0,20}}\])*(?:,? (?:and|&) \[[^\]]{{0,20}}\])*"
                    rf"(?:['’]s\b| (?:[\w-]+ ){{0,2}}?{_NOUNS}\b)")
# the paper's own run told after the marker in the sentence ("... in earlier work [3] and we now
# evaluate it on a drone", "... in earlier studies of ours and is tested here on a real robot"):
# the sentence is not others' alone, as before wave 52 (reader of wave 52)
# a relative clause after "by <citation>" telling what they found: they ran it (wave 54)
_THEIR_RUN = re.compile(r"\.?(?:\s*\[[^\]]{0,20}\])?,? (?:who|whose) (?:\w+ly |also |then )?(?:reported|report|showed|"
                        r"show|found|find|obtained|achieved|observed|measured|demonstrated|presented|results?)\b")
_OWN_AFTER = re.compile(r"\b(?:we|our|us|here|this (?:paper|work|article|note|study|letter))\b")


def marked_after(low: str, starts: list[int]) -> set[int]:
    """The sentences (indices into ``starts``) where a run's verb is followed, in its clause,
    by a marker of others' work (module docstring)."""
    # (nine substring tests: 0.18 s over the 24k against 0.29 s for one scan of their
    # alternation, which tries it at every "i", "b", "e" and "p"; perf53)
    if not any(key in low for key in _KEYS):
        return set()
    out: set[int] = set()
    for m in _MARK.finditer(low):
        i = bisect_right(starts, m.start()) - 1
        if i in out:
            continue
        lo = max(starts[i] if i >= 0 else 0, m.start() - _REACH)
        run = _RUN.search(low, lo, m.start())
        if run is None:
            continue
        # the clause's first run verb after its last break before the marker
        breaks = [b.end() for b in _BLOCK.finditer(low, lo, m.start()) if b.end() <= run.start()]
        if breaks:
            run = _RUN.search(low, breaks[-1], m.start())
            if run is None:
                continue
        if _BLOCK.search(low, run.end(), m.start()) or (
                run.end() < m.start() - 1 and _PARTICIPLE.search(low, max(lo, m.start() - 30), m.start())):
            continue
        if m.group("cited") and not _PASSIVE.search(low, max(lo, run.start() - 20), run.start()):
            continue
        # a resource, a place or a thing, right before "in" or "by": its owner or its maker, the run
        # the paper's own ("the benchmark in [3]"; wave 53: "on the benchmark by Smith et al. [3]")
        # (wave 54) unless a relative clause gives the run to them: "evaluated on the data set by
        # Smith et al. [3], who reported a 5% gain" names the agent, not the maker
        if _RESOURCE.search(low, max(lo, m.start() - 40), m.start()) and not (
                m.group("cited") and _THEIR_RUN.match(low, m.end())):
            continue
        stop = min(starts[i + 1] if i + 1 < len(starts) else len(low), m.end() + 2 * _REACH)
        if _OWNER.match(low, m.end(), stop) or (
                _OWN_AFTER.search(low, m.end(), stop) and _RUN.search(low, m.end(), stop)):
            continue
        out.add(i)
    return out
