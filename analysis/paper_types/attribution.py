"""Which sentences speak of other people's work: their cues count a third (step 3 of the method).

A cue is prior work only when its sentence speaks of others' work.  Two signs say so
(:mod:`.cues` finds their spans in its one pass over the text):

* **a marker of others**: a sentence opened by prior / previous / existing ... work or
  methods, "many studies", "it is known", "was shown by" (:data:`.lexicon.ATTRIBUTION`):
  always others'; so is one after a run's verb in its clause ("was deployed on two robots
  in earlier work [3]", "was evaluated by Smith et al.": :mod:`.latemarks`, wave 52);
* **a passive report** ("... has been shown / evaluated / demonstrated"): others' unless
  the same sentence names the paper's own work ("we", "our", "the proposed", "this
  paper"; a known limit: "It has been observed that SGD finds flat minima, and we prove
  why" is read as the paper's own, its two clauses two authors) and the passive is no
  relative clause ("the behaviour that has been observed numerically for many
  problems encompassed in our framework", nips2014:4659, describes its noun, which
  others observed): "Performance has been evaluated in a Bayesian Infinite Gaussian
  mixture density estimation problem and it is shown that the proposed algorithm
  outperforms ..." (aistats2010:ec22df4ca2, the abstract's last sentence) is the
  paper's own run.  The passive names no agent, so the sentence's own words decide whose
  work it is;

and one place: **the background**, the sentences before the authors first speak ("we",
"this paper"), which set the scene ("LLMs have achieved state-of-the-art results").  A
background sentence whose subject is an experiment *named by its conditions* ("in /
under ... conditions, environments, settings"; not "experiments on deep networks", which
names a subject), reported in the present tense, with no marker of others ("Experiments
in artificial fog conditions show that noise points ... depend on visibility",
icra2023:10161535, before "This article introduces ...") reports the run the paper builds
on, its own: the opening that reports others' experiments says so ("Recent experiments
have shown", "Previous studies show", a citation), and a bare "Experiments show that"
(no conditions) stays background.  So is a background sentence naming "the proposed"
method with no marker of others: the authors speak of their own work without "we"; and
one telling an act in the present passive with a singular indefinite subject ("Then a method
for fast quaternion multiplication is proposed with proof": :mod:`.theoryprec67`, session 67).

(Issue 14, wave 39: both misfires were listed by wave 38's fresh reading, RESULTS.md; the
causes were the passive rule's blindness to the sentence's own subject and the background
rule's blindness to what the sentence reports.)
"""

from __future__ import annotations

import re
from bisect import bisect_right

from analysis.paper_types import apparatus as app
from analysis.paper_types import cited70, misreads66, theoryprec67
from analysis.paper_types import lexicon as lex
from analysis.paper_types.latemarks import marked_after

#: Passive reports: others' work unless the sentence names the paper's own.
PASSIVE = [p for p in lex.ATTRIBUTION if p.startswith(r"\b(?:has|have|had)")] + app.ATTRIBUTION
#: Markers of others: always others' work.
MARKED = [p for p in lex.ATTRIBUTION if p not in PASSIVE] + misreads66.APPLIED  # wave 66

# the paper's own work named in a sentence ("our" as a word: not "four"; "us" not "thus").
# "This device / prototype" is the authors' own artefact (wave 50: "This device has been shown
# to perform ... throughout the field test in a shipyard", icra2011:5980492).  A
# bare "we" counts: "While such procedures have been studied in the past, we provide ..."
# (colt2015:af001bb7e8) and "Although ... has been studied in literature, our work focuses on"
# (ijcai2022:paper666) are the paper's own; narrowed to a named method (a second reader's
# proposal for "It has been observed that SGD finds flat minima, and we prove why"), it
# broke those two and fixed no label of the 24k or the 61k (bench/paper_types/RESULTS.md,
# wave 39): the sentence's two clauses are two authors, which a sentence-wide rule cannot
# tell apart.
# (a first person anywhere in the sentence, not a method's noun as standings', hardruns',
# exhibits' and practice's _OWN: those fill one slot of a pattern; latemarks' _OWN_AFTER adds
# "here" and reads only after a marker)
_OWN = re.compile(r"\b(?:we|our|us|the proposed|"
                  r"this (?:paper|work|article|note|study|thesis|letter))\b")
# "this device" is the authors' only where nothing marks others (wave 50's reader: "This
# gripper has been evaluated in previous experiments by other groups", "... in [12]")
_THIS_ARTEFACT = re.compile(
    r"\bthis (?:device|prototype|gripper|mechanism|actuator|exoskeleton|robot)\b")
# a relative pronoun just before a passive report ("which has been shown")
_RELATIVE = re.compile(r"\b(?:that|which|who|whose \w+) (?:\w+ )?$")
# a background sentence reporting a run named by its conditions: experiments / simulations /
# trials / measurements in|on|with|under|using ..., then a present-tense verb of showing
_OWN_RUN = re.compile(
    r"^(?:(?:our|new|these|the|extensive|real|real-world|field|physical) )?"
    r"(?:experiments?|simulations?|trials|measurements|field tests|"
    r"(?:experimental|empirical|numerical|simulation) results) "
    r"(?:in|under) [^.;]{1,100}?(?:conditions|environments|settings) "
    r"(?:show|shows|demonstrate|demonstrates|reveal|reveals|indicate|indicates|confirm|confirms)\b")
# the paper's own method named without a first person ("Extensive experiments on the GLUE
# benchmark show the competitive performance achieved by the proposed method", an abstract
# whose authors first speak in its last sentence: coling2022:2022.coling-1.435)
# (one method, singular: "the proposed protocols are based on simulations", iros2006:4058677,
# are others')
_PROPOSED = re.compile(r"\b(?:the|our) proposed (?:[\w-]+ )?(?:method|approach|model|algorithm|"
                       r"system|framework|technique|scheme|network|architecture|controller|"
                       r"estimator|solver|pipeline|strategy|policy|procedure)\b(?!s)")
# a marker of others anywhere in the sentence (a citation too): the run is theirs (standings'
# _OTHERS is a comparison's object, no citation; _MARKED_OTHERS below, read on a passive report
# of what the authors introduced and on "this device", adds "widely", "often", "already", "others")
_OTHERS = re.compile(r"\b(?:recent|previous|prior|earlier|existing|past|literature|studies|et al|"
                     r"(?:has|have) (?:been )?(?:shown|demonstrated|revealed|reported))\b|"
                     r"\[\d|\([^()]{0,60}\d{4}\)")

# a passive perfect of the paper's own run (wave 47): "The finite sample performance of the
# S-OMP has been demonstrated on extensive simulation studies" (aistats2010:db01b8b0b9), after
# "We propose a novel application of the ... (S-OMP) procedure": the subject is definite and
# names what the authors introduced, the adjunct right after the participle an experiment,
# and nothing marks others ("previously", "widely", "in the literature", a citation)
_RUN_ADJUNCT = re.compile(
    r" (?:\w+ly )?(?:on|in|through|via|by|using|with) (?:the |an? |our )?(?:extensive |several |"
    r"numerous |various |many |multiple |two |three |four |\d+ )?(?:[\w-]+ ){0,3}?"
    r"(?:simulation stud(?:y|ies)|simulations|experiments|data ?sets|datasets|benchmarks?|"
    r"real data|synthetic data|case stud(?:y|ies))\b")
_DEFINITE = re.compile(r"(?:the|its|this|these) ")
_INTRODUCED = re.compile(r"\b(?:we (?:\w+ )?(?:propose|present|introduce|develop|design|describe|"
                         r"devise|call|name)|(?:this|the present) (?:paper|work|article) "
                         r"(?:proposes|presents|introduces|develops))\b")
_MARKED_OTHERS = re.compile(r"\b(?:recent(?:ly)?|previous(?:ly)?|prior|earlier|existing|past|"
                            r"literature|et al|widely|extensively|often|repeatedly|already|long|"
                            r"many|others?|authors|researchers|"
                            r"original (?:papers?|works?|articles?))\b|\[\d|\([^()]{0,60}\d{4}\)")
# what the authors introduce is an account of a method, not the method (second reader, wave
# 47): "We present a sharp analysis of the lasso", "We develop a theoretical framework that
# explains the success of dropout", "In this survey we describe ...": a passive report on the
# lasso or dropout is others' run.  Each repeat ends at a word's end (``\b``): without it a
# long word could be split among the five repeats in every way: one word of 80 letters after
# "we propose" took 1.1 s of typing, 120 letters 7.6 s, one of 130,000 never ended (issue 13,
# hostile69; bench/paper_types/RESULTS.md).  The words reached, and the match, are the same.
_ACCOUNT = re.compile(r"(?:\W*\w+\b){0,5}?\W*\b(?:analys[ie]s|theory|theoretical|proofs?|"
                      r"explanation|understanding|characteri[sz]ation|bounds?|guarantees?|"
                      r"perspective)\b(?!-)")
_SURVEY = re.compile(r"\b(?:survey|tutorial)\b|\b(?:this|our) (?:review|overview)\b")
_GENERIC = frozenset("the of and for with its this these performance method methods approach "
                     "algorithm model results effectiveness efficiency accuracy new novel proposed "
                     "finite sample samples behaviour behavior properties property utility use "
                     "power quality advantages benefits validity learning data problem".split())


def introduced_names(low: str, starts: list[int]) -> dict[str, int]:
    """Each word that a sentence introducing the authors' work ("we propose ...") names after
    its verb, with the first such sentence's index: one pass over the text."""
    first: dict[str, int] = {}
    for j in range(len(starts)):
        earlier = _sentence(low, starts, j)
        intro = _INTRODUCED.search(earlier)
        if intro and not _ACCOUNT.match(earlier, intro.end()) and not _SURVEY.search(earlier):
            for w in re.split(r"[^\w*+-]+", earlier[intro.end():]):
                first.setdefault(w, j)
    return first


def own_run_passive(low: str, starts: list[int], i: int, a: int, b: int,
                    names: dict[str, int]) -> bool:
    """Whether the passive report at ``a:b`` in sentence ``i`` tells the paper's own run: a
    definite subject sharing a word with what an earlier sentence introduced (``names``, from
    :func:`introduced_names`), an experiment right after the participle, no mark of others
    (comment above)."""
    subject = low[starts[i]:a].lstrip()
    if not _DEFINITE.match(subject) or not _RUN_ADJUNCT.match(low, b, b + 160) or (
            _MARKED_OTHERS.search(_sentence(low, starts, i))):
        return False
    return any(names.get(w, i) < i for w in re.split(r"[^\w*+-]+", subject)
               if len(w) > 2 and w not in _GENERIC)


def background(starts: list[int], first_author: int | None) -> set[int]:
    """Sentences that set the scene before the authors first speak ("we", "this paper").

    The opening of an abstract reports the field ("LLMs have achieved state-of-the-art
    results", "prior bounds scale exponentially"); its cues describe others' papers.
    If the authors never speak in the first person, nothing is background.
    """
    if first_author is None:
        return set()
    return set(range(bisect_right(starts, first_author) - 1))


def _sentence(low: str, starts: list[int], i: int) -> str:
    return low[starts[i]:starts[i + 1] if i + 1 < len(starts) else len(low)].lstrip()


def others_work(low: str, starts: list[int], marked: list[tuple[int, int]],
                passive: list[tuple[int, int]], first_author: int | None) -> set[int]:
    """The sentences (indices into ``starts``) that speak of others' work: those holding a
    marker of others, those holding a passive report and no word of the paper's own, and
    the background but its own runs (module docstring)."""
    out = {bisect_right(starts, a) - 1 for a, _ in marked} | marked_after(low, starts)
    out |= cited70.cited_runs(low, starts)  # session 70: a run owned by a citation
    # a passive in a relative clause describes its noun ("the behaviour that has been
    # observed numerically for problems in our framework"): others', whoever is named
    out |= {bisect_right(starts, a) - 1 for a, _ in passive
            if _RELATIVE.search(low, max(0, a - 40), a)}
    names: dict[str, int] | None = None
    by_sentence: dict[int, list[tuple[int, int]]] = {}
    for a, b in passive:
        by_sentence.setdefault(bisect_right(starts, a) - 1, []).append((a, b))
    for i in set(by_sentence) - out:
        sentence = _sentence(low, starts, i)
        if _OWN.search(sentence) or (_THIS_ARTEFACT.search(sentence)
                                     and not _MARKED_OTHERS.search(sentence)):
            continue
        if names is None:  # the passive perfect of the own run (wave 47), read lazily
            names = introduced_names(low, starts)
        if not any(own_run_passive(low, starts, i, a, b, names) for a, b in by_sentence[i]):
            out.add(i)
    for i in background(starts, first_author) - out:
        sentence = _sentence(low, starts, i)
        own = (_OWN_RUN.match(sentence)  # (every match of _PROPOSED holds "proposed ": speed71)
               or ("proposed " in sentence and _PROPOSED.search(sentence))
               or theoryprec67.own_passive(sentence))  # session 67: "a method ... is proposed"
        if not (own and not _OTHERS.search(sentence)):
            out.add(i)
    return out


def released(starts: list[int], spans: list[tuple[int, int]], first_author: int | None,
             attributed: set[int]) -> frozenset[int]:
    """The sentences the attribution the shipped model was fitted with (before wave 39:
    every marker or passive report, the whole background) held others' and
    :func:`others_work` does not.  Their cues count in full for the rules, the evidence
    and which labels are allowed; the model's features read them as fitted
    (``model.as_fitted``), so that its weights keep their meaning without a refit."""
    before = {bisect_right(starts, a) - 1 for a, _ in spans} | background(starts, first_author)
    return frozenset(before - attributed)
