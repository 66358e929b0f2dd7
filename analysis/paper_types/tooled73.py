"""An own analysis made with a named theory as its tool: "using tools from group theory ...
to show that", "proven by its analysis based on automata theory" (issue 14, session 73,
theory73).

Wave 72's blind reading (RESULTS.md, "wave 72 (label72)") found one form of gold ``both``
read ``empirical`` on four blind sets: the paper's own analysis made *with* a theory of
mathematics ("The formulation is analyzed in a novel way using tools from group theory and
the optimization duality theory to show that the convergence of local searching processes is
related to ...", dev21 rss2014:ade12d4819; "Stability of the algorithm has been proven by its
analysis based on automata theory", dev20 icra2015:7139465; "We provide a detailed analysis
to assess the errors produced by the gluing process using matrix perturbation theory", dev
nips2005:6fc2841574).  No cue reads it: "theory" here names the instrument, and the result is
told by the verb the instrument serves.  Right-labelled rows of other sets say the same
("Using the theory of compressed sensing we show that ...", dev14; "Using advanced results
from DP theory, we establish the convergence of our algorithm", dev17; "employing powerful
tools from free probability theory to analytically compute ...", dev10; "we analyse the
sample complexity of our model using PAC learning theory", dev18; "Bounds on covering
numbers ... are proved using spectral theory", dev17).

The form is the pair, never the theory alone: **a named theory as the instrument**
("using / via / based on / employing / leveraging / tools, techniques or results from ...
X theory") **joined in one clause to a formal act** of the authors: prove, establish,
show, analytically compute, or analyse / assess / bound a formal property (convergence,
stability, errors, sample complexity, regret, consistency ...).  What a theory only builds
is not read: "Drawing upon the theory of structural entropy, we transform this tree"
(dev21 coling2025:2025.coling-main.261, gold ``empirical``), "a method based on possibility
theory", "use the optimal control theory to estimate the pose", "ideas from information
theory, and apply this approach to the analysis of experiments"; nor an analysis with no
formal object ("This motion is analyzed based on control theory", dev12 icra2009:5152202,
gold ``empirical``), nor "theory of mind".  Others' use of a theory is set aside by
attribution, as for every cue.

The forms are appended to ``apparatus.THEORY`` (transparent, unfitted): wave 55's gate
(:func:`.model.choose`) turns an ``empirical`` label into ``both`` with them; they never
make a theory label alone (not keys of :data:`.standalone.STANDALONE`).  Every repeat is
bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: words that may stand between the instrument's verb and the theory: "recent tools from",
#: "powerful techniques of", "advanced results from the" (at most four)
_ON = (r"(?:(?:recent(?:ly developed)?|powerful|advanced|basic|classical|standard|modern|"
       r"well-known|established|tools?|techniques?|results?|methods?|arguments?|machinery|from|of|the) ){0,4}")
#: a named theory: at most three words before "theory", not "theory of mind"
_THEORY = r"(?:[\w-]+ ){0,3}theory\b(?! of mind)"
#: the theory as an instrument
_BY = (r"(?:using|via|by means of|based on|employing|leveraging|exploiting|relying on|"
       r"by (?:using|employing|leveraging|exploiting)|with (?:tools|techniques|results|arguments) from|"
       r"(?:tools|techniques|results) from)")
#: a formal act: proved, or a formal property established ("a practical tracking property is
#: established using hybrid systems theory"; not "the dynamics model is established by
#: employing the vibration theory", a model built)
_PROVE = (r"(?:prove|proves|proved|proven|proving|(?:property|properties|stability|convergence|bounds?|"
          r"criteri(?:a|on)|guarantees?|consistency|optimality) (?:is|are|was|were|has been|have been) "
          r"(?:also |then |further |theoretically |formally |rigorously )?established)")
#: a formal property an analysis is of
_PROPERTY = (r"(?:sample complexity|convergence|stability|errors?|regret|complexity|consistency|"
             r"optimality|generali[sz]ation (?:error|gap|bounds?)|error bounds?|convergence rates?)")

THEORY: list[tuple[str, float]] = [
    # "Using the theory of compressed sensing we show that" (dev14 iclr2018:B1e5ef-C-),
    # "Using advanced results from DP theory, we establish the convergence" (dev17)
    (rf"\b(?:using|employing|leveraging|exploiting|with (?:tools|techniques|results) from) {_ON}{_THEORY}(?: of [\w-]+(?: [\w-]+)?)?,? we (?:(?:first|then|further|also|formally|rigorously|analytically) )?(?:prove|show that|establish)\b", 2.5),
    # "using tools from group theory and the optimization duality theory to show that the
    # convergence" (dev21 rss2014:ade12d4819); "employing powerful tools from free
    # probability theory to analytically compute" (dev10 nips2017:9255)
    (rf"\b{_BY} {_ON}{_THEORY}(?: and (?:the )?(?:[\w-]+ ){{0,3}}theory)? (?:[\w-]+ ){{0,3}}?to (?:formally |rigorously |analytically )?(?:prove|show|establish|analytically compute)\b", 2.5),
    # "Bounds on covering numbers ... are proved using spectral theory" (dev17
    # nips2002:11597ce1e1); "has been proven by its analysis based on automata theory"
    # (dev20 icra2015:7139465)
    (rf"\b{_PROVE} (?:[\w-]+ ){{0,3}}?(?:{_BY}|by (?:its |an? |the )?analysis based on) {_ON}{_THEORY}", 2.5),
    # "we analyse the sample complexity of our model using PAC learning theory" (dev18
    # iclr2018:HJ_X8GupW); "to assess the errors produced by the gluing process using
    # matrix perturbation theory" (dev nips2005:6fc2841574)
    (rf"\b(?:analy[sz]e|analy[sz]es|analy[sz]ed|analy[sz]ing|analysis of|assess|assesses|assessed|bound|bounds|bounded|characteri[sz]e|characteri[sz]es|characteri[sz]ed) (?:the |its |their |our )?(?:[\w-]+ )?{_PROPERTY}(?: [\w-]+){{0,6}}? {_BY} {_ON}{_THEORY}", 2.5),
]
